import { describe, expect, it } from 'vitest';
import { newNonce, pageCsp } from './page-csp';

const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d]));

describe('pageCsp', () => {
  it('runs only scripts that carry the nonce, never inline ones', () => {
    const csp = directives(pageCsp('abc', { dev: false, https: false }));
    expect(csp['script-src']).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp['script-src']).not.toContain('unsafe');
  });

  it('forbids framing, plugins and foreign form targets', () => {
    const csp = directives(pageCsp('abc', { dev: false, https: false }));
    expect(csp['frame-ancestors']).toBe("frame-ancestors 'none'");
    expect(csp['object-src']).toBe("object-src 'none'");
    expect(csp['form-action']).toBe("form-action 'self'");
  });

  it('upgrades insecure requests only behind HTTPS, and allows eval only in development', () => {
    expect(pageCsp('n', { dev: false, https: true })).toContain('upgrade-insecure-requests');
    expect(pageCsp('n', { dev: false, https: false })).not.toContain('upgrade-insecure-requests');
    expect(pageCsp('n', { dev: true, https: false })).toContain("'unsafe-eval'");
  });
});

describe('newNonce', () => {
  it('is 128 random bits, different each time', () => {
    const a = newNonce();
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(newNonce()).not.toBe(a);
  });
});
