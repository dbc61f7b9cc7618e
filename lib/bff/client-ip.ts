import 'server-only';

/**
 * The visitor's address for the upstream's per-IP limits: the rightmost X-Forwarded-For entry, the
 * one added by the proxy in front of the site (Next sets it from the socket when no proxy did).
 * Entries further left come from the client and could be forged.
 */
export function clientIp(headers: Headers): string | null {
  const chain = headers.get('x-forwarded-for');
  return chain?.split(',').pop()?.trim() || headers.get('x-real-ip');
}
