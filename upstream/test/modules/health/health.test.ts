import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
});
afterAll(() => ctx.close());

describe('health', () => {
  it('GET /api/health answers ok', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready answers ready with the database driver in use', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: process.env.TEST_DB_DRIVER });
  });

  it('GET /api/ready answers 503 when the database stops answering', async () => {
    const broken = await buildTestApp({ seed: false });
    await broken.testDb.handle.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'The database is not answering.' });
    await broken.app.close();
    await broken.testDb.drop().catch(() => undefined);
  });
});
