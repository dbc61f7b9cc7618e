import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, type TestAccount } from '../helpers/accounts';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

let ctx: TestContext;
let origin: string;
let candidate: TestAccount;
/** Requests Fastify routed (its onRequest hook): what the fast path served never reaches it. */
let routed = 0;

beforeAll(async () => {
  ctx = await buildTestApp({
    beforeReady: (app) =>
      app.addHook('onRequest', (_request, _reply, done) => {
        routed++;
        done();
      }),
  });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  candidate = await createAccount(ctx, 'User');
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers that belong to the connection or the moment, not to the answer. */
const perConnection = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const answerHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !perConnection.has(name))
      .map(([name, value]) => [name, String(value)]),
  );

/** The raw answer over a real connection (bytes as sent, compressed or not), and whether Fastify routed it. */
function overHttp(method: string, url: string, headers: OutgoingHttpHeaders): Promise<Answer & { routed: boolean }> {
  const before = routed;
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${url}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: answerHeaders(res.headers),
          body: Buffer.concat(chunks),
          routed: routed > before,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The same request through Fastify's routes (inject never passes the server's fast path). */
async function throughRoutes(method: string, url: string, headers: OutgoingHttpHeaders): Promise<Answer> {
  const res = await ctx.app.inject({ method: method as 'GET', url, headers: headers as Record<string, string> });
  return { status: res.statusCode, headers: answerHeaders(res.headers), body: res.rawPayload };
}

async function firstJob() {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/job-search' });
  const job = res.json().data[0] as { _id: string; slug: string };
  expect(job.slug).toBeTruthy();
  return job;
}

const encodings = [{}, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'gzip, deflate, br' }];

describe("the read model's fast path", () => {
  it('answers the public reads exactly as their routes do, without Fastify', async () => {
    const job = await firstJob();
    const paths = [
      '/api/home',
      '/api/about-us',
      '/api/job-search',
      '/api/job-search?q=waiter&limit=5',
      '/api/job-search?q=Waiter%20',
      `/api/job-opening/${job.slug}`,
      `/api/job-opening/${job._id.toUpperCase()}`,
    ];
    for (const path of paths) {
      for (const headers of encodings) {
        // The route first: it makes the answer when nothing has asked for it yet (the fast path serves made ones).
        const routes = await throughRoutes('GET', path, headers);
        const fast = await overHttp('GET', path, headers);
        expect({ path, headers, fast: fast.routed }).toEqual({ path, headers, fast: false });
        expect(fast.status, path).toBe(200);
        expect(fast.headers, path).toEqual(routes.headers);
        expect(fast.body.equals(routes.body), path).toBe(true);
      }
    }
  });

  it('answers 304 to a client that holds the answer, as the route does', async () => {
    const first = await overHttp('GET', '/api/home', {});
    const headers = { 'if-none-match': first.headers.etag! };
    const fast = await overHttp('GET', '/api/home', headers);
    const routes = await throughRoutes('GET', '/api/home', headers);
    expect(fast).toMatchObject({ status: 304, routed: false });
    expect(fast.headers).toEqual(routes.headers);
    expect(fast.body.length).toBe(0);
  });

  it('leaves to Fastify what it does not answer from memory the same for everyone', async () => {
    const job = await firstJob();
    const cases: [string, string, OutgoingHttpHeaders, number][] = [
      ['HEAD', '/api/home', {}, 200],
      ['POST', '/api/job-search', {}, 404],
      ['GET', '/api/home?x=1', {}, 200],
      ['GET', '/api/job-search?limit=0', {}, 400],
      ['GET', '/api/job-search?q=%00', {}, 400],
      ['GET', '/api/job-search?cursor=not-a-cursor', {}, 400],
      ['GET', '/api/job-opening/no-such-opening', {}, 404],
      ['GET', `/api/job-opening/${job.slug}?x=1`, {}, 200],
      ['GET', '/api/job-opening/a%20b', {}, 404],
      // A token: the opening is marked for a candidate who applied, so the route decides.
      ['GET', `/api/job-opening/${job.slug}`, candidate.auth, 200],
      ['GET', '/api/home', { authorization: 'Bearer not-a-token' }, 200],
    ];
    for (const [method, path, headers, status] of cases) {
      const fast = await overHttp(method, path, headers);
      const routes = await throughRoutes(method, path, headers);
      expect({ method, path, status: fast.status, routed: fast.routed }).toEqual({
        method,
        path,
        status,
        routed: true,
      });
      expect(fast.headers, path).toEqual(routes.headers);
      expect(fast.body.equals(routes.body), path).toBe(true);
    }
  });

  it('leaves a failing or unfinished read to the route, and the server keeps serving', async () => {
    // A search still being made that then fails: marked as handled here (an unhandled rejection
    // would end the process, and vitest would fail this test); the route searches again and answers.
    const unhandled: unknown[] = [];
    const watch = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', watch);
    // Replaced by hand, not with vi.spyOn: a spy awaits the promises its mock returns (to record
    // them), which would mark this rejection as handled whatever the fast path does.
    const readModel = ctx.app.readModel;
    const realSearch = readModel.search.bind(readModel);
    const asked: string[] = [];
    readModel.search = (search) => {
      asked.push(search.key);
      readModel.search = realSearch;
      return Promise.reject(new Error('database unavailable'));
    };
    const afterFailure = await overHttp('GET', '/api/job-search?q=chef', {});
    readModel.search = realSearch;
    expect(afterFailure).toMatchObject({ status: 200, routed: true });
    expect(asked).toHaveLength(1); // the fast path's try; the route then searched for real
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.off('unhandledRejection', watch);
    expect(unhandled).toEqual([]);

    // A fault inside the fast path itself: Fastify answers instead.
    const search = vi.spyOn(readModel, 'search');
    search.mockImplementationOnce(() => {
      throw new Error('a bug');
    });
    const afterFault = await overHttp('GET', '/api/job-search?q=cook', {});
    expect(afterFault).toMatchObject({ status: 200, routed: true });
    expect(afterFault.body.equals((await throughRoutes('GET', '/api/job-search?q=cook', {})).body)).toBe(true);
    expect(await overHttp('GET', '/api/home', {})).toMatchObject({ status: 200, routed: false });
  });

  it('answers many requests at once, while the jobs are rebuilt, each with a whole answer', async () => {
    const job = await firstJob();
    const paths = ['/api/home', '/api/job-search', `/api/job-opening/${job.slug}`];
    const expected = new Map<string, Buffer>();
    for (const path of paths) expected.set(path, (await throughRoutes('GET', path, {})).body);
    const requests = Array.from({ length: 60 }, (_, n) => paths[n % paths.length]!);
    const [answers] = await Promise.all([
      Promise.all(requests.map((path) => overHttp('GET', path, {}).then((answer) => ({ path, answer })))),
      ctx.app.readModel.changed('jobs'),
    ]);
    for (const { path, answer } of answers) {
      expect(answer.status, path).toBe(200);
      // The data did not change, so a rebuilt answer has the same bytes as before it.
      expect(answer.body.equals(expected.get(path)!), path).toBe(true);
    }
  });
});
