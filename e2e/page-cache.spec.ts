import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { jobOrderFields } from '../upstream/test/helpers/job-order';
import { staffSignIn } from './support/staff';

// The edge server keeps public pages rendered for anonymous visitors (docs/decisions/0007); these
// journeys check that what it serves is still a working page, and never outlives a staff change.

const nonceOf = (csp: string | undefined) => csp?.match(/'nonce-([^']+)'/)?.[1];

/** Loads a page in the browser; returns how the cache answered, the page's nonce and its HTML as sent. */
async function load(page: Page, url: string) {
  const response = (await page.goto(url))!;
  expect(response.status()).toBe(200);
  const headers = response.headers();
  return {
    cache: headers['x-page-cache'],
    nonce: nonceOf(headers['content-security-policy']),
    html: await response.text(),
  };
}

/** Asks until the anonymous page is served from the cache, so a later change has something to replace. */
async function warm(request: APIRequestContext, url: string) {
  await expect.poll(async () => (await request.get(url)).headers()['x-page-cache']).toBe('hit');
}

test('two loads of a page come from the page cache with their own nonces, and the page works', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => /Content Security Policy/.test(m.text()) && violations.push(m.text()));
  // A query no one asked before: the first load renders, the next ones are stored answers.
  const url = `/about?journey=${Date.now()}`;
  expect((await load(page, url)).cache).toBe('miss');
  const first = await load(page, url);
  const second = await load(page, url);
  expect([first.cache, second.cache]).toEqual(['hit', 'hit']);
  expect(first.nonce).toBeTruthy();
  expect(second.nonce).not.toBe(first.nonce);

  // Every script the answer carried has this answer's nonce (chunks the page loads later need none:
  // 'strict-dynamic' trusts them), and the client islands run under its policy.
  const nonces = [...second.html.matchAll(/<script\b[^>]*>/g)].map((tag) => tag[0].match(/\snonce="([^"]*)"/)?.[1]);
  expect(nonces.length).toBeGreaterThan(0);
  expect(new Set(nonces)).toEqual(new Set([second.nonce]));
  await page.getByRole('button', { name: 'Login/Signup' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(violations).toEqual([]);
});

test('the same search in another order is the same stored page; HEAD answers without a body', async ({ request }) => {
  const stamp = Date.now();
  const first = await request.get(`/candidates?q=waiter&journey=${stamp}`);
  expect(first.headers()['x-page-cache']).toBe('miss');
  const identity = { 'accept-encoding': 'identity' };
  const reordered = await request.get(`/candidates?journey=${stamp}&q=waiter`, { headers: identity });
  expect(reordered.headers()['x-page-cache']).toBe('hit');
  const head = await request.head(`/candidates?q=waiter&journey=${stamp}`, { headers: identity });
  expect(head.status()).toBe(200);
  expect(head.headers()['x-page-cache']).toBe('hit');
  expect(Number(head.headers()['content-length'])).toBe((await reordered.body()).length);
  expect((await head.body()).length).toBe(0);
});

test('a signed-in visitor is never answered from the page cache', async ({ page, request }) => {
  await warm(request, '/about');
  await staffSignIn(page);
  expect((await load(page, '/about')).cache).toBe('bypass');
  expect((await load(page, '/candidates')).cache).toBe('bypass');
});

test('a staff change to a job shows on its page and the careers page at the next load, not a minute later', async ({
  browser,
  page,
  request,
}) => {
  const jobs = (await (await request.get('/api/job-opening?isActive=1')).json()).data;
  const location = jobs[0].location[0]._id as string;
  await staffSignIn(page);
  const input = {
    ...jobOrderFields(),
    title: `Pastry Chef ${Date.now()}`,
    companyName: 'Boutique hotel, Downtown Dubai',
    locations: [location],
    description: '<p>Laminated doughs and plated desserts.</p>',
  };
  const created = await page.request.post('/api/admin/job-openings', { data: input });
  expect(created.status()).toBe(201);
  const job = (await created.json()).data as { _id: string; slug: string };
  const jobUrl = `/candidates/${job.slug}`;

  try {
    await expect
      .poll(async () => (await request.get('/candidates')).text(), { timeout: 10_000 })
      .toContain(input.title);
    await warm(request, jobUrl);
    await warm(request, '/candidates');

    const renamed = `${input.title} – Head of Pastry`;
    const updated = await page.request.put(`/api/admin/job-openings/${job._id}`, {
      data: { ...input, title: renamed },
    });
    expect(updated.status()).toBe(200);

    // The upstream asks the website to revalidate in the background: allow it a moment, far less than the 60 s.
    await expect.poll(async () => (await request.get(jobUrl)).text(), { timeout: 10_000 }).toContain(renamed);
    await expect.poll(async () => (await request.get('/candidates')).text(), { timeout: 10_000 }).toContain(renamed);
    // An anonymous visitor's browser gets the changed page, from the cache again.
    const visitor = await browser.newPage();
    expect((await load(visitor, jobUrl)).cache).toBe('hit');
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText(renamed);
    await visitor.close();
  } finally {
    expect((await page.request.delete(`/api/admin/job-openings/${job._id}`)).status()).toBe(204);
  }
  // Deleted, it is gone from the public site at once as well.
  await expect.poll(async () => (await request.get(jobUrl)).status(), { timeout: 10_000 }).toBe(404);
});
