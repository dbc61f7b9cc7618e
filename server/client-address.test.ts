import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxies } from './client-address';

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  it('uses the socket and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddress(request('203.0.113.7', '198.51.100.1'), trustedProxies(undefined))).toBe('203.0.113.7');
    expect(clientAddress(request('203.0.113.7', '198.51.100.1'), trustedProxies(''))).toBe('203.0.113.7');
  });

  it('takes the entry the trusted proxy added, not ones the client wrote', () => {
    const trust = trustedProxies('10.0.0.5');
    expect(clientAddress(request('10.0.0.5', '1.2.3.4, 198.51.100.9'), trust)).toBe('198.51.100.9');
  });

  it('ignores the header when the request did not come through a trusted proxy', () => {
    expect(clientAddress(request('203.0.113.7', '198.51.100.9'), trustedProxies('10.0.0.5'))).toBe('203.0.113.7');
  });

  it('accepts CIDR ranges and proxy-addr names', () => {
    expect(clientAddress(request('10.1.2.3', '198.51.100.9'), trustedProxies('10.0.0.0/8'))).toBe('198.51.100.9');
    expect(clientAddress(request('127.0.0.1', '198.51.100.9'), trustedProxies('loopback'))).toBe('198.51.100.9');
  });

  it('walks a hop count from the right', () => {
    const trust = trustedProxies('2');
    expect(clientAddress(request('10.0.0.1', 'forged, 198.51.100.9, 10.0.0.2'), trust)).toBe('198.51.100.9');
  });
});
