import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { optInMessages } from '@contracts/text-messages/opt-ins';
import { route } from '../../lib/endpoint-route';
import { changeMyOptIn, readMyOptIns } from './opt-ins';

/** The candidate's own SMS and WhatsApp boxes (the profile page). */
export async function optInRoutes(app: FastifyInstance) {
  const endpoints = api.textMessages;

  route(app, endpoints.myOptIns, async ({ viewer }) => ({ data: await readMyOptIns(app.db, viewer.id) }));

  route(app, endpoints.changeOptIn, async ({ viewer, body }) => ({
    message: optInMessages.saved,
    data: await changeMyOptIn(app.db, viewer.id, body),
  }));
}
