import 'server-only';
import type { Endpoint, ParamsOf, ResponseOf } from '@/lib/contracts/core/endpoint';
import { callUpstream } from './call-upstream';
import { UpstreamError } from './fetch-upstream';

/**
 * Reads a GET endpoint with the signed-in user's token, for a page rendered for them (never cached),
 * validated by the endpoint's schema. Null when the upstream no longer accepts the token (401) or the
 * account may not read it (403): the page then shows what it shows a visitor.
 */
export async function readAsViewer<E extends Endpoint>(
  endpoint: E,
  token: string,
  params?: ParamsOf<E>,
): Promise<ResponseOf<E> | null> {
  const schema = endpoint.response[200];
  if (endpoint.method !== 'GET' || !schema) throw new Error(`${endpoint.path}: not a JSON read`);
  const res = await callUpstream(endpoint, { token, params });
  if (res.status === 401 || res.status === 403) return null;
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new UpstreamError(res.status, body.message ?? `Upstream answered ${res.status}`);
  }
  return schema.parse(await res.json()) as ResponseOf<E>;
}
