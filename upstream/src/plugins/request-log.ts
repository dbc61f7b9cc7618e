import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One log line per request, when it is answered (Fastify's own logging says two, with the request
 * and response objects in full): method, path, status and milliseconds.
 */
export default fp(
  async function requestLog(app: FastifyInstance) {
    app.addHook('onResponse', async (request, reply) => {
      // A route with logLevel 'silent' (the health probe) has a silent request.log: no line.
      request.log.info(
        { method: request.method, url: request.url, statusCode: reply.statusCode, ms: reply.elapsedTime },
        'request',
      );
    });
  },
  { name: 'request-log' },
);
