import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The caching of an answer that may carry personal data: the browser's own copy only, never stored. */
export const privateCacheControl = 'private, no-store';

/**
 * Every answer whose route names no caching of its own is private and never stored: signed-in
 * answers, view-only links, the forms' answers and every error. The public reads (the read model's
 * answers, public pictures) set their own shared caching, which this leaves as it is.
 */
export default fp(
  async function privateAnswers(app: FastifyInstance) {
    // A callback hook: no promise added to each request.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', privateCacheControl);
      done(null, payload);
    });
  },
  { name: 'private-answers' },
);
