import {
  endpointPath,
  endpointQuery,
  type BodyOf,
  type Endpoint,
  type EndpointOf,
  type EndpointRef,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@/lib/contracts/core/endpoint';
import { apiFetch } from './api-fetch';

export interface CallInput<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** A multipart upload, for the endpoints that take one. */
  form?: FormData;
}

/**
 * Calls an endpoint from a client island, through the website's /api: typed by the endpoint's schemas.
 * Takes the public site's descriptor (lib/contracts/endpoints/site.ts) or, in the back office, the
 * endpoint itself. Throws ApiError with the server's message on any non-2xx answer.
 */
export function callEndpoint<R extends Endpoint | EndpointRef<Endpoint>>(
  endpoint: R,
  input: CallInput<EndpointOf<R>> = {},
): Promise<ResponseOf<EndpointOf<R>>> {
  const path = endpointPath(endpoint, (input.params ?? {}) as Record<string, string>);
  const url = `${path}${endpointQuery(input.query as Record<string, unknown> | undefined)}`;
  return apiFetch<ResponseOf<EndpointOf<R>>>(url, { method: endpoint.method, json: input.body, form: input.form });
}
