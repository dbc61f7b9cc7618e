import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * Reads TRUSTED_PROXIES: unset trusts no proxy (the socket's address is the visitor's); a number
 * trusts that many hops in front of the site; otherwise a comma-separated list of addresses, CIDR
 * ranges or proxy-addr's names ('loopback', 'uniquelocal').
 */
export function trustedProxies(setting: string | undefined): TrustFunction {
  const value = (setting ?? '').trim();
  if (!value) return () => false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return proxyaddr.compile(
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );
}

/**
 * The visitor's address: the socket's, or, through trusted proxies only, the X-Forwarded-For entry
 * added by the last proxy we trust. Entries a client wrote itself are never believed.
 */
export function clientAddress(request: Pick<IncomingMessage, 'headers' | 'socket'>, trust: TrustFunction): string {
  return proxyaddr(request as IncomingMessage, trust);
}
