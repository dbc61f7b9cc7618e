import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { levelEnabled } from './request-logger';

/** An answer slower than this (ms) is logged at warn, whatever its status. */
const defaultSlowMs = 1000;

/**
 * Fastify's per-request logging, said in one line when the request is answered (Fastify's own says
 * two, with the request and response objects in full): method, path, status and milliseconds. What
 * a production log needs at info: failures (5xx at error), slow answers (warn) and refusals (4xx,
 * info); an ordinary answer is a debug line, so thousands of public reads a second cost no log
 * writes (LOG_LEVEL=debug shows every request). A route with logLevel 'silent' (the health probe)
 * has a silent request.log, so it says nothing.
 */
export class OneLinePerRequest extends LogController {
  private readonly slowMs: number;

  constructor({ slowMs = defaultSlowMs }: { slowMs?: number } = {}) {
    super();
    this.slowMs = slowMs;
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const status = reply.statusCode;
    const level =
      error || status >= 500 ? 'error' : reply.elapsedTime >= this.slowMs ? 'warn' : status >= 400 ? 'info' : 'debug';
    // The line is built only when it is written: most answers are debug lines a production log skips.
    if (!levelEnabled(level, request.log.level)) return;
    const line = { method: request.method, url: request.url, statusCode: status, ms: reply.elapsedTime };
    request.log[level](error ? { ...line, err: error } : line, 'request');
  }
}
