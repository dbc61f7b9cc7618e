import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentKeys } from '@contracts/content';
import { lookupKinds } from '@contracts/lookups/lookup';
import { createAccount, type TestAccount } from '../helpers/accounts';
import { validApplication } from '../helpers/application';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { afterCommitMs } from '../../src/modules/outbox-mails/delivery';
import { spyOnDatabase } from '../helpers/query-spy';

let ctx: TestContext;
let job: { _id: string; slug: string };

beforeAll(async () => {
  ctx = await buildTestApp();
  [job] = (await ctx.app.inject({ method: 'GET', url: '/api/job-opening?isActive=1' })).json().data;
});
afterAll(() => ctx?.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

const publicReads = () => [
  ...contentKeys.map((key) => `/api/${key}`),
  ...Object.keys(lookupKinds).map((kind) => `/api/${kind}`),
  '/api/testimonial',
  '/api/job-opening',
  '/api/job-opening?isActive=1',
  `/api/job-opening/${job._id}`,
  `/api/job-opening/${job.slug}`,
  '/api/job-search',
  '/api/job-search?q=chef&limit=5',
];

describe('public reads from memory', () => {
  it('answers each public read with a strong ETag and 304 when the client has it', async () => {
    for (const url of publicReads()) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(first.headers.vary).toMatch(/Accept-Encoding/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    }
  });

  it('sends brotli or gzip as the client accepts, each decoding to the same JSON', async () => {
    for (const url of publicReads()) {
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gzip = await get(url, { 'accept-encoding': 'gzip, br;q=0' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(br.headers.etag).toBe(plain.headers.etag);
    }
  });

  it('answers every public read without a database query', async () => {
    for (const url of publicReads()) await get(url); // the repeated search is remembered from here on
    const spy = spyOnDatabase(ctx);
    try {
      for (const url of publicReads()) {
        expect((await get(url, { 'accept-encoding': 'br' })).statusCode, url).toBe(200);
      }
      expect(spy.calls()).toBe(0);
      // The spy does see queries: a search not asked before runs one.
      await get('/api/job-search?q=housekeeping');
      expect(spy.calls()).toBeGreaterThan(0);
    } finally {
      spy.restore();
    }
  });

  it('answers 404 with a message for a job or content that is not there', async () => {
    const res = await get('/api/job-opening/no-such-job');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'This job opening does not exist or has been removed.' });
  });

  it('finds a job by its id in capitals too', async () => {
    const res = await get(`/api/job-opening/${job._id.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data._id).toBe(job._id);
  });
});

describe("a candidate's applications", () => {
  let candidate: TestAccount;
  let employer: TestAccount;

  beforeAll(async () => {
    [candidate, employer] = await Promise.all([createAccount(ctx, 'User'), createAccount(ctx, 'Employer')]);
  });

  it('lists no applied ids before the candidate applies', async () => {
    const res = await get('/api/my-applications/job-ids', candidate.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });

  it('lists the applied job id after applying, and marks that job applied for them alone', async () => {
    const payload = await validApplication(ctx, candidate, { jobId: job._id });
    const applied = await ctx.app.inject({ method: 'POST', url: '/api/apply-job', payload, headers: candidate.auth });
    expect(applied.statusCode, applied.body).toBe(201);

    expect((await get('/api/my-applications/job-ids', candidate.auth)).json()).toEqual({ data: [job._id] });

    for (const url of ['/api/job-opening', '/api/job-opening?isActive=1']) {
      const mine = (await get(url, candidate.auth)).json().data as { _id: string; isApplied: boolean }[];
      expect(mine.filter((j) => j.isApplied).map((j) => j._id)).toEqual([job._id]);
      const anonymous = (await get(url)).json().data as { isApplied: boolean }[];
      expect(anonymous.every((j) => !j.isApplied)).toBe(true);
      const others = (await get(url, employer.auth)).json().data as { isApplied: boolean }[];
      expect(others.every((j) => !j.isApplied)).toBe(true);
    }
    const one = await get(`/api/job-opening/${job.slug}`, candidate.auth);
    expect(one.json().data.isApplied).toBe(true);
    expect(one.headers['cache-control']).toBe('private, no-store');
    expect((await get(`/api/job-opening/${job.slug}`)).json().data.isApplied).toBe(false);
  });

  it('marks a signed-in list from one small query, not a list query', async () => {
    // The outbox looks again up to 1 s after the application's commit: that look is not the list's.
    await new Promise((resolve) => setTimeout(resolve, Math.max(...afterCommitMs) + 100));
    const spy = spyOnDatabase(ctx);
    try {
      expect((await get('/api/job-opening?isActive=1', candidate.auth)).statusCode).toBe(200);
      // One to check the token, one for the applied ids.
      expect(spy.calls()).toBe(2);
    } finally {
      spy.restore();
    }
  });

  it('answers 401 without a session and 403 for an employer', async () => {
    const anonymous = await get('/api/my-applications/job-ids');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Please log in to continue.');
    const other = await get('/api/my-applications/job-ids', employer.auth);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Only candidate accounts apply for jobs.');
  });
});
