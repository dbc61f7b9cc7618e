import type { FastifyInstance } from 'fastify';
import { lookupKinds, type LookupKind } from '@contracts/lookups';
import { listLookupItems } from './service';

/** GET /api/position, /api/preffered-location (spelled as the spec has it), /api/salary-budget, … */
export default async function lookupRoutes(app: FastifyInstance) {
  for (const kind of Object.keys(lookupKinds) as LookupKind[]) {
    app.get(`/${kind}`, async () => ({ data: await listLookupItems(app.db, kind) }));
  }
}
