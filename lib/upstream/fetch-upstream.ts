import 'server-only';
import type { Endpoint, ParamsOf, QueryOf, ResponseOf } from '@/lib/contracts/core/endpoint';
import { unavailableMessage, upstreamUrl } from './call-upstream';

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
  const res = await fetch(upstreamUrl(endpoint, input), {
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
