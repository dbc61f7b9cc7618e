import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's per-request logging, said in one line when the request is answered (Fastify's own says
 * two, with the request and response objects in full): method, path, status and milliseconds. A
 * route with logLevel 'silent' (the health probe) has a silent request.log, so it says nothing.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: reply.elapsedTime };
    if (error) request.log.error({ ...line, err: error }, 'request');
    else request.log.info(line, 'request');
  }
}
