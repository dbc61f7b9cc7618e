import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from '../playwright.config';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home and a job page still show their content and the job’s JSON-LD', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Your hospitality career in the UAE starts here',
    );
    await expect(page.getByRole('heading', { name: 'Success Stories' })).toBeVisible();

    const jobs = (await (await request.get('/api/job-opening?isActive=1')).json()).data;
    await page.goto(`/candidates/${jobs[0].slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(jobs[0].title);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    // The principal when it is named, else the agency (docs/decisions/0016); a job order states its salary.
    const named = jobs[0].postingKind === 'JOB_ORDER' && !jobs[0].principalConfidential && jobs[0].principalName;
    expect(jsonLd).toMatchObject({
      '@type': 'JobPosting',
      title: jobs[0].title,
      hiringOrganization: { name: named ? jobs[0].principalName : 'Bayanihan Gulf Hospitality Careers Inc.' },
      ...(jobs[0].postingKind === 'JOB_ORDER' ? { baseSalary: { currency: 'AED' } } : {}),
    });
    expect(JSON.stringify(jsonLd.jobLocation)).toContain('"addressCountry":"AE"');
  });
});

test('a visitor who presses Apply gets the login dialog, which switches to Sign Up', async ({ page, request }) => {
  const jobs = (await (await request.get('/api/job-opening?isActive=1')).json()).data;
  await page.goto(`/candidates/${jobs[0].slug}`);
  await page.getByRole('link', { name: 'Apply Now' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Not a member? Sign Up' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign Up' })).toBeVisible();
});

test('sitemap lists the open job pages and the privacy notice, a filled job is gone (410), and robots points to the sitemap', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const jobs = (await (await request.get('/api/job-opening?isActive=1')).json()).data;
  expect(sitemap).toContain(`/candidates/${jobs[0].slug}`);
  expect(sitemap).toContain('<lastmod>');
  const all = (await (await request.get('/api/job-opening')).json()).data;
  const inactive = all.find((j: { isActive: boolean }) => !j.isActive);
  expect(sitemap).not.toContain(`/candidates/${inactive.slug}`);
  // Closed openings answer 410 Gone, so search engines drop them at once (docs/decisions/0014).
  expect((await request.get(`/candidates/${inactive.slug}`)).status()).toBe(410);
  expect(sitemap).toContain(`${e2eBaseUrl}/privacy`);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${e2eBaseUrl}/sitemap.xml`);
});

test('on-demand revalidation answers only to the shared secret', async ({ request }) => {
  const secret = (await readFile('e2e/.data/revalidate-secret', 'utf8')).trim();
  const wrong = await request.post('/api/revalidate', {
    headers: { 'x-revalidate-secret': 'x'.repeat(43) },
    data: { tags: ['content:home'] },
  });
  expect(wrong.status()).toBe(401);
  const bad = await request.post('/api/revalidate', { headers: { 'x-revalidate-secret': secret }, data: { tags: [] } });
  expect(bad.status()).toBe(400);
  const ok = await request.post('/api/revalidate', {
    headers: { 'x-revalidate-secret': secret },
    data: { tags: ['content:home', 'jobs'] },
  });
  expect(await ok.json()).toEqual({ revalidated: ['content:home', 'jobs'] });
});
