import type { FastifyInstance } from 'fastify';
import { clientMessages } from '@contracts/clients/client';
import { api } from '@contracts/endpoints';
import { welfareTexts } from '@contracts/welfare/welfare';
import { notFound } from '../../http-error';
import { route } from '../../lib/endpoint-route';
import { findContactClient } from '../clients';
import { answerCheckIn, checkInState } from './check-in-service';
import { openIncident } from './incidents';
import { findWorker } from './repository';

/** The worker's check-in link (no sign-in: the token is the key) and the employer's incident on a hire. */
export async function welfareRoutes(app: FastifyInstance) {
  const welfare = api.welfare;

  route(app, welfare.checkIn, async ({ params }) => ({ data: await checkInState(app, params.token, new Date()) }));

  route(app, welfare.answerCheckIn, async ({ params, body }) => ({
    data: await answerCheckIn(app, params.token, body, new Date()),
  }));

  // Another client's hire, or one not departed yet, is missing (404), as in the portal's deployments.
  route(app, welfare.employerIncident, async ({ params, body, viewer }) => {
    const client = await findContactClient(app.db, viewer.id);
    if (!client) throw notFound(clientMessages.noClient);
    const worker = await findWorker(app.db, params.applicationId);
    if (!worker || worker.clientId !== client.id) throw notFound(welfareTexts.missingWorker);
    const opened = await openIncident(
      app.db,
      worker.workerId,
      { ...body, source: 'employer', openedBy: viewer.id },
      new Date(),
    );
    return { data: opened };
  });
}
