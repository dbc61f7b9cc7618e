import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { lookupKinds, type LookupKind } from '@contracts/lookups/lookup';
import { route } from '../../lib/endpoint-route';
import { sendAnswer } from '../../read-model/send-answer';

/** GET /api/position, /api/preffered-location (spelled as careers-pages-profile §7 has it), /api/salary-budget, … */
export async function lookupRoutes(app: FastifyInstance) {
  for (const kind of Object.keys(lookupKinds) as LookupKind[]) {
    route(app, api.lookups[kind], async ({ request, reply }) =>
      sendAnswer(request, reply, (await app.readModel.lookups.get()).get(kind)!),
    );
  }
}
