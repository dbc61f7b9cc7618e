import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Endpoint, ParsedBodyOf, ParsedParamsOf, ParsedQueryOf, ResponseOf } from '@contracts/core/endpoint';
import { requireViewer } from '../plugins/auth';
import { requireFreshFactor } from '../modules/auth/fresh-factor';
import type { Viewer } from '../viewer';
import { scopeHooks, staffScopeOf, type StaffScope } from './staff-scope';

/** What a handler gets: the request already parsed by the endpoint's schemas. */
export interface EndpointInput<E extends Endpoint> {
  params: ParsedParamsOf<E>;
  query: ParsedQueryOf<E>;
  body: ParsedBodyOf<E>;
  /** Set whenever the endpoint's access requires a signed-in user. */
  viewer: E['access'] extends 'anyone' ? Viewer | null : Viewer;
  /** What the staff caller may see of the scoped records (lists filter by it); every record otherwise. */
  scope: StaffScope;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a route may add to its endpoint: hooks of its own (a per-account limit), its log level. */
export type ExtraRouteOptions = Pick<RouteShorthandOptions, 'onRequest' | 'preHandler' | 'logLevel' | 'config'>;

/**
 * Registers an endpoint of the registry (lib/contracts/endpoints) on the app: its method and path,
 * its request and response schemas (parsed before the handler, undeclared answer fields dropped),
 * who may call it (the user's type, and a staff member's roles: the endpoint's permission) and its
 * rate limit. The handler holds only the decision. A handler that streams a file answers through
 * `reply` itself and returns it. Who may call is checked before the request is
 * parsed, so a caller without access learns nothing about the schemas (401/403 before 400). A
 * handler that can answer at once (from memory) answers through `reply` and returns it, unwrapped.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: EndpointInput<E>) => Promise<ResponseOf<E> | FastifyReply> | FastifyReply,
  options: ExtraRouteOptions = {},
) {
  const fullPath = `/api${endpoint.path}`;
  if (!fullPath.startsWith(app.prefix)) throw new Error(`${endpoint.path} registered under ${app.prefix}`);
  const [status] = Object.keys(endpoint.response).map(Number);
  const roles = Array.isArray(endpoint.access) ? [...endpoint.access] : [];
  const scoped = scopeHooks(endpoint);
  const preHandler = [options.preHandler, scoped.preHandler].flat().filter((hook) => hook !== undefined);
  app.route({
    method: endpoint.method,
    url: fullPath.slice(app.prefix.length) || '/',
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(status && status !== 204 ? { response: endpoint.response } : {}),
    },
    ...options,
    // A staff endpoint's permission is checked with who may call, before anything is parsed.
    ...(endpoint.access === 'anyone'
      ? {}
      : {
          preValidation: [
            requireViewer(roles, endpoint.forbiddenMessage, endpoint.permission),
            ...(endpoint.freshFactor ? [requireFreshFactor] : []),
            // Then the records the path names must be in the caller's scope (404 otherwise).
            ...(scoped.preValidation ? [scoped.preValidation] : []),
          ],
        }),
    ...(preHandler.length > 0 ? { preHandler } : {}),
    ...(endpoint.rateLimited ? { config: { ...options.config, rateLimit: app.formRateLimit } } : {}),
    handler: (request, reply) => {
      const result = handler({
        params: request.params,
        query: request.query,
        body: request.body,
        viewer: request.viewer,
        scope: staffScopeOf(request.viewer, endpoint),
        request,
        reply,
      } as EndpointInput<E>);
      // A handler that answered at once (a read-model answer) returns `reply`, already sent: returning
      // nothing spares Fastify from awaiting the reply (which is thenable) on every public read.
      if (result === reply) return undefined;
      return (result as Promise<ResponseOf<E> | FastifyReply>).then((answer) => {
        // A handler that answered itself returns `reply`, which is thenable: awaiting it yields undefined
        // once sent, so `sent` is what tells (sending again would log a warning per request).
        if (reply.sent || answer === reply) return reply;
        if (status === 204) return reply.status(204).send();
        return reply.status(status ?? 200).send(answer);
      });
    },
  });
}
