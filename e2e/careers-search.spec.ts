import { validApplicationBody } from '../lib/contracts/applications/fixtures/application-body';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eBaseUrl } from '../playwright.config';
import { signUpAndLogIn, uniqueEmail } from './support/accounts';
import { isoDaysFromNow, resumePdf } from './support/files';
import { staffSignIn } from './support/staff';
import { jobCards as cards } from './support/careers';
import { jobOrderFields } from '../upstream/test/helpers/job-order';

// Words made for this run, so the searches find only the jobs created here.
const run = `zq${Date.now().toString(36)}`;
const town = `Liwa Oasis ${run}`;
const townSlug = `liwa-oasis-${run}`;
const jobCount = 26;
const inTown = 24;
const title = (n: number) => `Night Auditor ${run} ${String(n).padStart(2, '0')}`;
const duty = (n: number) => `Balance the ledgers of night ${n} for ${run}.`;
const sameOrigin = { origin: e2eBaseUrl };

interface Created {
  _id: string;
  slug: string;
}
const jobs: Created[] = [];
/** The opening created n-th (1 to 26). */
const job = (n: number) => jobs[n - 1]!;

async function post(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(path, { headers: sameOrigin, data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
  return (await res.json()).data;
}

test.describe.configure({ mode: 'serial' });

// 26 openings through the admin API, numbered in the order created (so newest first is 26 … 01):
// 24 in a new emirate made for this run, 2 in Dubai; all with a salary, as real job orders have.
test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await browser.newPage({ baseURL: e2eBaseUrl });
  await staffSignIn(page);
  const liwa = await post(page.request, '/api/admin/lookups/preffered-location', { name: town });
  const dubai = (await (await page.request.get('/api/preffered-location')).json()).data.find(
    (l: { name: string }) => l.name === 'Dubai',
  );
  const band = (await (await page.request.get('/api/salary-budget')).json()).data[2];
  for (let n = 1; n <= jobCount; n++) {
    jobs.push(
      await post(page.request, '/api/admin/job-openings', {
        ...jobOrderFields(),
        title: title(n),
        companyName: 'Corniche Business Hotel',
        locations: [n <= inTown ? liwa._id : dubai._id],
        salaryBudget: band._id,
        salaryMinAed: 3000,
        salaryMaxAed: 4500,
        description: `<p>${duty(n)}</p>`,
        responsibilities: '<ul><li>Night audit</li></ul>',
        benefits: '<ul><li>Housing</li></ul>',
      }),
    );
  }
  await page.close();
});

test('a search in the URL shows only its matches, their count and a canonical without paging', async ({ page }) => {
  await page.goto(`/candidates?q=${run}&cursor=abc&location=atlantis`);
  await expect(page.getByText(`${jobCount} job openings match your search`)).toBeVisible();
  await expect(cards(page)).toHaveCount(20);
  for (const text of await cards(page).allInnerTexts()) expect(text).toContain(run);
  // The unknown emirate is ignored, the cursor is no part of the page's address.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${e2eBaseUrl}/candidates?q=${run}`);
  await expect(page.getByRole('searchbox', { name: 'Keywords' })).toHaveValue(run);

  await page.goto(`/candidates?location=${townSlug}`);
  await expect(page.getByText(`${inTown} job openings match your search`)).toBeVisible();
  await expect(page.getByLabel('Emirate')).toHaveValue(townSlug);
  for (const text of await cards(page).allInnerTexts()) expect(text).toContain(town);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${e2eBaseUrl}/candidates?location=${townSlug}`,
  );

  // The form narrows further and the URL says so.
  await page.getByLabel('Emirate').selectOption({ label: 'Dubai' });
  await page.getByRole('searchbox', { name: 'Keywords' }).fill(run);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${run}.*location=dubai`));
  await expect(page.getByText('2 job openings match your search')).toBeVisible();
  await expect(cards(page)).toHaveCount(2);

  await page.goto(`/candidates?q=nothing${run}`);
  await expect(page.getByText('No job openings match your search.')).toBeVisible();
  await expect(page.getByText('Currently, There are no job openings')).toHaveCount(0);
  await page.getByRole('link', { name: 'Show all job openings' }).click();
  await expect(page).toHaveURL(/\/candidates$/);
  await expect(cards(page).first()).toBeVisible();
});

test('without JavaScript the search form still filters the list', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: e2eBaseUrl });
  const page = await context.newPage();
  await page.goto('/candidates');
  await page.getByRole('searchbox', { name: 'Keywords' }).fill(run);
  await page.getByLabel('Emirate').selectOption({ label: town });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${run}.*location=${townSlug}`));
  await expect(page.getByText(`${inTown} job openings match your search`)).toBeVisible();
  await context.close();
});

test('an anonymous visitor does not download again the jobs the server rendered', async ({ page }) => {
  const reads: string[] = [];
  page.on('request', (req) => {
    if (/\/api\/(job-search|job-opening)/.test(req.url())) reads.push(req.url());
  });
  await page.goto(`/candidates?q=${run}`);
  await expect(page.getByRole('region', { name: 'Job details' }).getByRole('heading', { level: 2 })).toHaveText(
    title(jobCount),
  );
  await expect(page.getByText(duty(jobCount))).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
});

test('on a desktop, Next page shows the next 20 from the server and its detail pane works', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/candidates?q=${run}`);
  const pane = page.getByRole('region', { name: 'Job details' });
  await expect(cards(page)).toHaveCount(20);
  await expect(cards(page).first()).toContainText(title(26));
  await expect(pane.getByRole('heading', { level: 2 })).toHaveText(title(26));

  const nextPage = page.waitForResponse(
    (res) => res.url().includes('/api/job-search') && res.url().includes('cursor='),
  );
  await page.getByRole('button', { name: 'Next page' }).click();
  await nextPage;
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(cards(page)).toHaveCount(6);
  await expect(cards(page).first()).toContainText(title(6));
  // The first job of the page is selected, and its detail loads from the server.
  await expect(pane.getByRole('heading', { level: 2 })).toHaveText(title(6));
  await expect(pane.getByText(duty(6))).toBeVisible();
  await cards(page).nth(2).getByRole('link').first().click();
  await expect(pane.getByRole('heading', { level: 2 })).toHaveText(title(4));
  await expect(pane.getByText(duty(4))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();

  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(cards(page)).toHaveCount(20);
  await expect(pane.getByRole('heading', { level: 2 })).toHaveText(title(26));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the list shows 5, 5 more on each scroll, and fetches beyond 20 from the server', async ({ page }) => {
    await page.goto(`/candidates?q=${run}`);
    await expect(cards(page)).toHaveCount(5);
    // The last card in view brings the list's end near: 5 more, and no more until the next scroll.
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(10);

    const nextPage = page.waitForResponse(
      (res) => res.url().includes('/api/job-search') && res.url().includes('cursor='),
    );
    await expect(async () => {
      await cards(page).last().scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 600));
      expect(await cards(page).count()).toBe(jobCount);
    }).toPass({ timeout: 20_000 });
    await nextPage;
    await expect(cards(page).last()).toContainText(title(1));

    await cards(page).last().getByRole('link').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(duty(1))).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('a candidate who applied to a job on page 2 sees Already Applied there, in the list and the pane', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('page-two');
  await signUpAndLogIn(page, 'Candidate', email);
  const target = job(3); // Night Auditor 03: the fourth of page 2, newest first.

  const upload = async (path: string, field: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
    const res = await page.request.post(path, { headers: sameOrigin, multipart: { [field]: file } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).data.path as string;
  };
  const resume = await upload('/api/upload/resume-image', 'image', resumePdf);
  const video = await upload('/api/upload/resume-video', 'video', {
    name: 'intro.webm',
    mimeType: 'video/webm',
    buffer: Buffer.concat([
      Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701', 'hex'),
      Buffer.alloc(256, 1),
    ]),
  });
  const dubai = (await (await page.request.get('/api/preffered-location')).json()).data.find(
    (l: { name: string }) => l.name === 'Dubai',
  );
  await post(
    page.request,
    '/api/apply-job',
    validApplicationBody(
      { email, resume, video, preferredLocation: dubai._id },
      {
        jobId: target._id,
        name: 'Maria Clara Santos',
        englishProficiency: 'advanced',
        experienceInYears: 3,
        education: 'bachelor',
        passportNumber: 'P7654321',
        passportExpiry: isoDaysFromNow(800),
      },
    ),
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/candidates?q=${run}`);
  await expect(cards(page).first()).toContainText(title(26));
  await expect(page.getByText('Already Applied')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next page' }).click();
  const applied = cards(page).filter({ hasText: title(3) });
  await expect(applied.getByText('Already Applied')).toBeVisible();
  await expect(cards(page).filter({ hasText: 'Already Applied' })).toHaveCount(1);
  await applied.getByRole('link').first().click();
  const pane = page.getByRole('region', { name: 'Job details' });
  await expect(pane.getByRole('heading', { level: 2 })).toHaveText(title(3));
  await expect(pane.getByText('Already Applied')).toBeVisible();
  await expect(pane.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);

  // Its own page says so too, and another job there can still be applied to.
  await page.goto(`/candidates/${target.slug}`);
  await expect(page.getByRole('main').getByText('Already Applied')).toBeVisible();
  await page.goto(`/candidates/${job(4).slug}`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Apply Now' })).toBeVisible();
});
