import 'server-only';
import type { z } from 'zod';
import { envelope } from '@/lib/contracts';
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

/** Reads `GET /api/{path}` from the upstream and validates its `{ data }` against a contract. */
export async function fetchUpstream<S extends z.ZodType>(
  path: string,
  schema: S,
  init: { revalidate?: number; tags?: string[] } = {},
): Promise<z.infer<S>> {
  const res = await fetch(`${env.UPSTREAM_API_URL}/api/${path}`, {
    next: { revalidate: init.revalidate ?? 60, tags: init.tags },
  }).catch(() => {
    throw new UpstreamError(503, unavailableMessage);
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new UpstreamError(res.status, body.message ?? `Upstream answered ${res.status}`);
  }
  const body = envelope(schema).parse(await res.json()) as { data: z.infer<S> };
  return body.data;
}
