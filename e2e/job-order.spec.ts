import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  jobPostingProblems,
  recommendedJobPostingFields,
  requirementJobPostingFields,
} from '../components/careers/google-job-posting-schema';
import { newPhoneContext } from './support/browser-profile.mjs';

// The seeded agency licence (upstream/src/seed/content/shell.ts) and demo job orders (seed/jobs.ts).
const licence = 'DMW-087-LB-051224-R';

interface PublicJob {
  slug: string;
  title: string;
  postingKind: 'JOB_ORDER' | 'MANPOWER_POOLING';
  jobOrderNumber: string | null;
  principalName: string | null;
  principalConfidential: boolean;
}

async function activeJobs(request: APIRequestContext): Promise<PublicJob[]> {
  return (await (await request.get('/api/job-opening?isActive=1')).json()).data;
}

const seeded = async (request: APIRequestContext, title: string) =>
  (await activeJobs(request)).find((job) => job.title === title)!;

/** The job's 'Licensed job order' (or 'Manpower pooling') panel on its page. */
const panelOf = (page: Page) => page.getByRole('main').locator('[data-job-order-panel]');

async function expectRoomAttendantPanel(page: Page) {
  const panel = panelOf(page);
  await expect(panel.getByRole('heading', { name: 'Licensed job order' })).toBeVisible();
  await expect(panel).toContainText(`DMW licence ${licence}, valid until 12 May 2028`);
  await expect(panel).toContainText('Job order no.:DMW-JO-2026-10412');
  await expect(panel).toContainText('Principal:Palm Crescent Resorts LLC');
  await expect(panel).toContainText('Worksite:Palm Jumeirah, Dubai, UAE');
  await expect(panel).toContainText('Vacancies:25');
  await expect(panel).toContainText('Salary:AED 1,800 – 2,000 per month');
  await expect(panel).toContainText('No placement fee is charged to workers for UAE jobs');
  await expect(panel).toContainText('check our licence on the DMW website and never pay anyone a placement fee');
  await expect(panel.getByRole('link', { name: 'DMW website' })).toHaveAttribute('href', 'https://dmw.gov.ph/');
  await expect(page.locator('footer [data-footer-licence]')).toContainText(`DMW licence no. ${licence}`);
}

test('a job page shows its licensed job order and the footer the licence, on a desktop', async ({ page, request }) => {
  const job = await seeded(request, 'Room Attendant');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/candidates/${job.slug}`);
  await expectRoomAttendantPanel(page);
});

test('a job page shows its licensed job order on a phone, within the screen', async ({ browser, request }) => {
  const job = await seeded(request, 'Room Attendant');
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  await page.goto(`/candidates/${job.slug}`);
  await expectRoomAttendantPanel(page);
  const box = (await panelOf(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await context.close();
});

test('a confidential principal is not named, and manpower pooling shows its label instead of job order details', async ({
  page,
  request,
}) => {
  const confidential = await seeded(request, 'Front Desk Receptionist');
  expect(confidential.principalName).toBeNull();
  await page.goto(`/candidates/${confidential.slug}`);
  await expect(panelOf(page)).toContainText('Principal:Confidential employer');

  const pooling = await seeded(request, 'Barista');
  await page.goto(`/candidates/${pooling.slug}`);
  const panel = panelOf(page);
  await expect(panel.getByRole('heading', { name: 'Manpower pooling' })).toBeVisible();
  await expect(panel).toContainText('No approved job order yet');
  await expect(panel).toContainText(licence);
  await expect(panel).toContainText('No placement fee is charged to workers for UAE jobs');
  await expect(panel).not.toContainText('Job order no.');
  await expect(panel).not.toContainText('Salary:');
  await expect(panel).not.toContainText('Vacancies:');
});

test('careers cards carry the licence and the job order number, and the page stays light', async ({
  page,
  request,
}) => {
  await page.goto('/candidates');
  const lines = page.locator('[data-job-order-line]');
  await expect(lines.first()).toBeVisible();
  const texts = await lines.allTextContents();
  expect(texts.length).toBeGreaterThanOrEqual(10);
  for (const text of texts)
    expect(text).toMatch(new RegExp(`^Licence ${licence} · (Job order \\S+|Manpower pooling)$`));
  const room = await seeded(request, 'Room Attendant');
  await page.goto('/candidates?q=room+attendant');
  await expect(lines.first()).toHaveText(`Licence ${licence} · Job order ${room.jobOrderNumber}`);
  await page.goto('/candidates?q=barista');
  await expect(lines.first()).toHaveText(`Licence ${licence} · Manpower pooling`);

  // What the compact form costs: its markup on the page, and the page's HTML over the wire.
  const html = await (await request.get('/candidates')).text();
  const lineBytes = (html.match(/<span[^>]*data-job-order-line[^>]*>.*?<\/span>/g) ?? []).join('').length;
  const gzipKb = gzipSync(html).length / 1024;
  test.info().annotations.push({
    type: 'bytes',
    description: `/candidates: ${(html.length / 1024).toFixed(1)} KB HTML, ${gzipKb.toFixed(1)} KB gzip; card job order lines ${lineBytes} B`,
  });
  console.log(test.info().annotations.at(-1)!.description);
  expect(gzipKb).toBeLessThanOrEqual(40);
});

test('every job page in the sitemap carries JobPosting JSON-LD that meets Google’s rules', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]*\/candidates\/[^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const jobs = await activeJobs(request);
  expect(urls.length).toBeGreaterThanOrEqual(jobs.length);
  const bySlug = new Map(jobs.map((job) => [job.slug, job]));
  const requirementsGiven = new Set<string>();
  for (const path of urls) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const scripts = [...(await res.text()).matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)];
    const postings = scripts.map((m) => JSON.parse(m[1]!)).filter((data) => data['@type'] === 'JobPosting');
    expect(postings, path).toHaveLength(1);
    const posting = postings[0];
    expect(jobPostingProblems(posting), path).toEqual([]);
    const job = bySlug.get(decodeURIComponent(path.split('/').pop()!));
    if (job?.postingKind === 'JOB_ORDER' && job.jobOrderNumber) {
      for (const field of recommendedJobPostingFields) expect(posting, `${path} ${field}`).toHaveProperty(field);
      expect(posting.identifier.value).toBe(job.jobOrderNumber);
      expect(posting.hiringOrganization.name).toBe(
        job.principalConfidential ? 'Bayanihan Gulf Hospitality Careers Inc.' : job.principalName,
      );
    }
    if (job?.postingKind === 'MANPOWER_POOLING') expect(posting.baseSalary, path).toBeUndefined();
    for (const field of requirementJobPostingFields) if (posting[field]) requirementsGiven.add(field);
  }
  // The demo openings' Requirements state years of experience and certificates: both reach the data.
  expect([...requirementsGiven].sort()).toEqual([...requirementJobPostingFields].sort());
});
