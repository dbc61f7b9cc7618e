import 'server-only';
import { clientIpHeader } from '@/lib/client-ip-header';

/**
 * The visitor's address for the upstream's per-IP limits, as the edge server (server/web-server.ts)
 * worked it out from the socket and the trusted proxies. Never read from X-Forwarded-For here: a
 * client can write that header itself.
 */
export function clientIp(headers: Pick<Headers, 'get'>): string | null {
  return headers.get(clientIpHeader);
}
