import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';

export async function healthRoutes(app: FastifyInstance) {
  // Liveness: the process answers.
  // Probed every few seconds by the website's edge: not worth a log line each time.
  route(app, api.health.live, async () => ({ status: 'ok' }) as const, { logLevel: 'silent' });

  // Readiness: the database answers too.
  route(app, api.health.ready, async ({ request, reply }) => {
    try {
      await app.database.ping();
      return { status: 'ready', database: app.database.driver } as const;
    } catch (err) {
      request.log.error({ err }, 'database ping failed');
      return reply.status(503).send({ message: 'The database is not answering.' });
    }
  });
}
