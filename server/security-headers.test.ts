import { describe, expect, it } from 'vitest';
import { baseSecurityHeaders, nonPageCsp } from './security-headers';

describe('baseSecurityHeaders', () => {
  it('forbids framing and sniffing, and lets only the site itself use the camera and microphone', () => {
    const headers = baseSecurityHeaders('http://localhost:3000');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(self\), microphone=\(self\)/);
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends HSTS only behind HTTPS', () => {
    expect(baseSecurityHeaders('https://careers.example')['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(baseSecurityHeaders('http://localhost:3000')['Strict-Transport-Security']).toBeUndefined();
  });

  it('gives answers that are not pages a policy that runs nothing and cannot be framed', () => {
    expect(nonPageCsp).toContain("default-src 'none'");
    expect(nonPageCsp).toContain("frame-ancestors 'none'");
  });
});
