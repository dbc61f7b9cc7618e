import type { FastifyReply } from 'fastify';

/**
 * Sends a viewer's own copy of cached job objects (already in their schema's shape, only isApplied
 * marked): JSON text as is, private like every answer without caching of its own (plugins/private-answers.ts).
 */
export function withApplied(reply: FastifyReply, body: { data: unknown }) {
  return reply
    .status(200)
    .header('content-type', 'application/json; charset=utf-8')
    .header('vary', 'Accept-Encoding, Authorization')
    .send(JSON.stringify(body));
}
