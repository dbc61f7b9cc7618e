import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  // Liveness: the process answers.
  app.get('/health', async () => ({ status: 'ok' }));

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
