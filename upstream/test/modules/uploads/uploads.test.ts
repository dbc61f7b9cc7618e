import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/uploads/:file', () => {
  it('serves a seeded image with its type, no sniffing and no script', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/uploads/logo-header.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('<svg');
  });

  it('answers 404 for a file that does not exist', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/uploads/missing.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'File not found.' });
  });

  it.each(['..%2F..%2Fetc%2Fpasswd', '..%2Fpglite%2FPG_VERSION', '.env', '%2Fetc%2Fpasswd', 'a%5C..%5Cb.png'])(
    'refuses the path traversal attempt %s',
    async (name) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/uploads/${name}` });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json().message).toEqual(expect.any(String));
    },
  );
});
