import { expect, test } from '@playwright/test';
import { nuErrors } from './support/nu-checker';

/** Public pages the sitemap leaves out: account links from mails, the job alerts' pages, a missing page. */
const otherPublicPages = [
  '/forgot-password',
  '/job-alerts',
  '/job-alerts/confirm?token=not-a-token',
  '/job-alerts/unsubscribe?token=not-a-token',
  '/reset-password/not-a-token',
  '/verify-email/not-a-token',
  '/no-such-page',
];

test('every public page is valid HTML per the Nu HTML checker', async ({ request }) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(fromSitemap.some((path) => path.startsWith('/candidates/'))).toBe(true);
  const paths = [...fromSitemap, ...otherPublicPages];
  const pages = await Promise.all(
    paths.map(async (path) => {
      const answer = await request.get(path);
      expect(answer.headers()['content-type'], path).toContain('text/html');
      return { name: path, html: await answer.text() };
    }),
  );
  expect(await nuErrors(pages)).toEqual([]);
});
