import type { z } from 'zod';
import type { UserType } from '../auth/accounts';
import type { PermissionNeed } from '../users/staff-roles';
import type { RecordScope } from '../users/record-scope';
import type { PersonalRead } from '../access-records/record';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone, any signed-in user, or only these user types. */
export type Access = 'anyone' | 'signed-in' | readonly UserType[];

/**
 * How the browser reaches an endpoint through the website:
 * - 'forward': the website's /api/[...path] forwards it with the session's token (the allow-list);
 * - 'upload': the same, streaming a multipart body of at most `upload.maxBytes`;
 * - 'own': a route handler of its own (login, logout, profile: they change the session);
 * - unset: server to server only (the website's pages, the health checks).
 */
export type BrowserAccess = 'forward' | 'upload' | 'own';

/** One call of the upstream API: the single source of its path, schemas and rules. */
export interface Endpoint {
  method: HttpMethod;
  /** Under /api, with `:name` placeholders (Fastify's syntax). */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer's schema for each success status; undeclared fields are dropped when serialized. */
  response: Partial<Record<200 | 201 | 204, z.ZodType>>;
  access: Access;
  /** Said (403) to a signed-in user whose type is not allowed; a generic message otherwise. */
  forbiddenMessage?: string;
  /**
   * What a staff member's roles must allow (staff-roles.ts): required on every endpoint open to
   * 'Admin' (a type error without it), checked by the upstream, the website's allow-list and the back
   * office's menus and buttons. Users of other types are not concerned.
   */
  permission?: PermissionNeed;
  /**
   * Staff only: the record each path parameter (or body field) names (users/record-scope.ts). The
   * upstream answers 404 for a path parameter outside the caller's scope, as for a missing record.
   */
  scope?: RecordScope;
  /**
   * Staff only: the call also needs a second factor given in the last 15 minutes by this session
   * (lib/contracts/staff-auth): else a 403 whose `code` asks the back office to prompt for one.
   */
  freshFactor?: boolean;
  /** A staff read of a person's personal data: each call by staff writes one access entry (access-records/record.ts). */
  personalRead?: PersonalRead;
  browser?: BrowserAccess;
  upload?: { field: string; maxBytes: number };
  /** Counted by the per-IP limit of sign-in, sign-up and the forms. */
  rateLimited?: boolean;
  /** Served by the website itself (its session calls); the upstream has no such route. */
  websiteOnly?: boolean;
}

/** An endpoint open to staff must declare its permission (a type error otherwise); no other may. */
type PermissionRule<E> = E extends { access: readonly (infer T)[] }
  ? 'Admin' extends T
    ? { permission: PermissionNeed }
    : { permission?: never }
  : { permission?: never };

/** Whether staff may call the endpoint, so it declares a permission. */
export function isStaffEndpoint(endpoint: Pick<Endpoint, 'access'>): boolean {
  return Array.isArray(endpoint.access) && endpoint.access.includes('Admin');
}

/** Declares an endpoint, keeping its literal types for the typed client and the upstream's handlers. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E & PermissionRule<E>): E {
  return endpoint;
}

/** Type-only: ties an endpoint's descriptor to the endpoint (never set, so no schema reaches the bundle). */
declare const endpointType: unique symbol;

/**
 * What a browser needs to call endpoint E through the website: its method and path (and its upload
 * field), without its schemas, so a public page's JavaScript carries neither them nor zod. E types the call.
 */
export type EndpointRef<E extends Endpoint> = Pick<E, 'method' | 'path'> &
  (E extends { upload: infer U } ? { upload: U } : unknown) & { readonly [endpointType]?: E };

/** The descriptors of a group of endpoints: one for each the browser may call (the others are left out). */
export type EndpointRefs<G extends Record<string, Endpoint>> = {
  [K in keyof G as G[K]['browser'] extends BrowserAccess ? K : never]: EndpointRef<G[K]>;
};

/** The endpoint a descriptor stands for; an endpoint stands for itself. Distributes over unions. */
export type EndpointOf<R> = R extends Endpoint
  ? R
  : R extends { readonly [endpointType]?: infer E extends Endpoint }
    ? E
    : never;

/** Declares the descriptors of a group, checked against its endpoints' methods, paths and upload fields. */
export function endpointRefs<G extends Record<string, Endpoint>>(refs: EndpointRefs<G>): EndpointRefs<G> {
  return refs;
}

type Infer<S, Fallback = undefined> = S extends z.ZodType ? z.output<S> : Fallback;
type InferInput<S, Fallback = undefined> = S extends z.ZodType ? z.input<S> : Fallback;

/** What a caller sends: the schemas' inputs. */
export type ParamsOf<E extends Endpoint> = InferInput<E['params']>;
export type QueryOf<E extends Endpoint> = InferInput<E['query']>;
export type BodyOf<E extends Endpoint> = InferInput<E['body']>;
/** What a handler receives once the schemas have parsed the request: their outputs. */
export type ParsedParamsOf<E extends Endpoint> = Infer<E['params']>;
export type ParsedQueryOf<E extends Endpoint> = Infer<E['query']>;
export type ParsedBodyOf<E extends Endpoint> = Infer<E['body']>;
/** What the handler returns and the caller receives (the success answer's shape). */
export type ResponseOf<E extends Endpoint> = E['response'][keyof E['response']] extends infer S
  ? S extends z.ZodType
    ? z.output<S>
    : never
  : never;

/** The path with its placeholders filled in, each value URL-encoded as one segment. */
export function endpointPath(endpoint: Pick<Endpoint, 'path'>, params: Record<string, string> = {}): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: missing the ${name} parameter`);
    return encodeURIComponent(value);
  });
}

/** The placeholders' values when `path` is an instance of the endpoint's path, else null. */
export function matchEndpointPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i]!;
    if (segment.startsWith(':')) {
      if (!got[i]) return null;
      params[segment.slice(1)] = decodeURIComponent(got[i]!);
    } else if (segment !== got[i]) return null;
  }
  return params;
}

/** The query string of a call (`?a=1&b=2`, or empty), leaving out unset values. */
export function endpointQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** An endpoint's address under /api, its path filled in and its query appended: the website's and the upstream's alike. */
export function endpointUrl<E extends Endpoint>(endpoint: E, input: { params?: ParamsOf<E>; query?: QueryOf<E> } = {}) {
  const path = endpointPath(endpoint, (input.params ?? {}) as Record<string, string>);
  return `/api${path}${endpointQuery(input.query as Record<string, unknown> | undefined)}`;
}
