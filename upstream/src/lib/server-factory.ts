import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Serves a request and answers true, or answers false and leaves it to Fastify. */
export type FrontPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/** What Fastify passes a server factory: its options, with its defaults filled in. */
interface FastifyServerOptions {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/**
 * Fastify's serverFactory: the HTTP/1 server Fastify would make (its timeouts set as Fastify sets
 * them, from the same options), with `front()` asked first for each request. `front` is read per
 * request because it is made from the app's plugins, after the server.
 */
export function serverWithFrontPath(front: () => FrontPath | undefined): FastifyServerFactory {
  return (handler, given) => {
    const options = given as unknown as FastifyServerOptions;
    const server = createServer(options.http ?? {}, (req, res) => {
      let served = false;
      try {
        served = front()?.(req, res) ?? false;
      } catch {
        // A fault in the front path must not end the process: Fastify answers (and logs) instead.
        served = res.headersSent;
      }
      if (!served) handler(req, res);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
