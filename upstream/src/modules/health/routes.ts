import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  // Liveness: the process answers.
  // Probed every few seconds by the website's edge: not worth a log line each time.
  app.get('/health', { logLevel: 'silent' }, async () => ({ status: 'ok' }));

  // Readiness: the database answers too.
  app.get('/ready', async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready', database: app.database.driver };
    } catch (err) {
      request.log.error({ err }, 'database ping failed');
      return reply.status(503).send({ message: 'The database is not answering.' });
    }
  });
}
