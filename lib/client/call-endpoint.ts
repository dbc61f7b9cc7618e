import {
  endpointUrl,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@/lib/contracts/endpoint';
import { apiFetch } from './api-fetch';

export interface CallInput<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** A multipart upload, for the endpoints that take one. */
  form?: FormData;
}

/**
 * Calls an endpoint of the registry from a client island, through the website's /api: typed by the
 * endpoint's schemas. Throws ApiError with the server's message on any non-2xx answer.
 */
export function callEndpoint<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<ResponseOf<E>> {
  const url = endpointUrl(endpoint, input).slice('/api'.length);
  return apiFetch<ResponseOf<E>>(url, { method: endpoint.method, json: input.body, form: input.form });
}
