import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eDataDir } from '../playwright.config';

// Runs last (its own project): it exhausts this machine's per-IP limit and kills the upstream the
// other journeys use (a restart forgets the limits).

test('a new X-Forwarded-For on every request does not escape the per-IP limit', async ({ request }) => {
  test.setTimeout(120_000);
  // The journeys' server allows 1000 requests a minute per address (RATE_LIMIT_PER_MINUTE).
  const statuses: number[] = [];
  for (let batch = 0; batch < 21 && !statuses.includes(429); batch += 1) {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        request.post('/api/auth/forgot-password', {
          headers: { 'x-forwarded-for': `198.51.${batch}.${i + 1}` },
          data: { email: 'nobody-at-all@example.com' },
        }),
      ),
    );
    statuses.push(...answers.map((a) => a.status()));
  }
  expect(statuses).toContain(429);
  expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(1000);
});
test('when the upstream dies the site answers 503 with a message, keeps cached pages, and comes back', async ({
  request,
}) => {
  test.setTimeout(120_000);
  expect((await request.get('/')).status()).toBe(200);
  expect((await request.get('/api/job-opening')).status()).toBe(200);

  const pid = Number(await readFile(path.join(e2eDataDir, 'upstream.pid'), 'utf8'));
  process.kill(pid, 'SIGKILL');

  const down = await request.get('/api/job-opening');
  expect(down.status()).toBe(503);
  expect((await down.json()).message).toBe('Our service is temporarily unavailable. Please try again in a minute.');
  expect(down.headers()['retry-after']).toBe('30');

  // The home page's content was read before: it keeps serving from the website's cache.
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain('<footer');

  // The launcher restarts the upstream with a backoff; the site answers again without anyone stepping in.
  await expect
    .poll(async () => (await request.get('/api/job-opening')).status(), { timeout: 60_000, intervals: [500] })
    .toBe(200);
  const newPid = Number(await readFile(path.join(e2eDataDir, 'upstream.pid'), 'utf8'));
  expect(newPid).not.toBe(pid);
});

test('a page that needs the upstream while it is down is a 503, not a 500', async ({ request }) => {
  test.setTimeout(120_000);
  const pid = Number(await readFile(path.join(e2eDataDir, 'upstream.pid'), 'utf8'));
  process.kill(pid, 'SIGKILL');
  // A job never read before cannot come from the cache.
  await expect
    .poll(async () => (await request.get(`/candidates/never-cached-${Date.now()}`)).status(), {
      timeout: 15_000,
      intervals: [500],
    })
    .toBe(503);
  await expect
    .poll(async () => (await request.get('/api/job-opening')).status(), { timeout: 60_000, intervals: [500] })
    .toBe(200);
});
