import 'server-only';
import {
  endpointPath,
  endpointQuery,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@/lib/contracts/endpoint';
import { env } from '@/lib/env';
import { unavailableMessage } from './call-upstream';

export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads a GET endpoint of the upstream for a page (cached and revalidated like one) and validates
 * the answer with the endpoint's own response schema.
 */
export async function fetchEndpoint<E extends Endpoint>(
  endpoint: E,
  input: { params?: ParamsOf<E>; query?: QueryOf<E> } = {},
  init: { revalidate?: number; tags?: string[] } = {},
): Promise<ResponseOf<E>> {
  const schema = endpoint.response[200];
  if (endpoint.method !== 'GET' || !schema) throw new Error(`${endpoint.path}: not a JSON read`);
  const path = endpointPath(endpoint, input.params as Record<string, string> | undefined);
  const query = endpointQuery(input.query as Record<string, unknown> | undefined);
  const res = await fetch(`${env.UPSTREAM_API_URL}/api${path}${query}`, {
    next: { revalidate: init.revalidate ?? 60, tags: init.tags },
  }).catch(() => {
    throw new UpstreamError(503, unavailableMessage);
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new UpstreamError(res.status, body.message ?? `Upstream answered ${res.status}`);
  }
  return schema.parse(await res.json()) as ResponseOf<E>;
}
