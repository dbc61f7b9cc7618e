import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays, uaeToday } from '../lib/shared/uae-time';
import { jobOrderFields } from '../upstream/test/helpers/job-order';
import { e2eUpstreamUrl, staffBearer } from './support/staff-api';
import { staffSignIn } from './support/staff';

/** Staff's calls on the upstream, as the back office makes them. */
async function staffCalls(request: APIRequestContext) {
  const headers = await staffBearer(request);
  const locations = (await (await request.get(`${e2eUpstreamUrl}/api/preffered-location`)).json()) as {
    data: { _id: string }[];
  };
  const job = (title: string, validThrough: string, isActive: boolean) => ({
    ...jobOrderFields(),
    title,
    companyName: 'Palm Jumeirah resort',
    locations: [locations.data[0]!._id],
    description: '<p>Greet guests at the beach club.</p>',
    isActive,
    validThrough,
  });
  return {
    async create(title: string, validThrough: string) {
      const res = await request.post(`${e2eUpstreamUrl}/api/admin/job-openings`, {
        headers,
        data: job(title, validThrough, true),
      });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { data: { _id: string; slug: string } }).data;
    },
    async update(id: string, title: string, validThrough: string, isActive: boolean) {
      const res = await request.put(`${e2eUpstreamUrl}/api/admin/job-openings/${id}`, {
        headers,
        data: job(title, validThrough, isActive),
      });
      expect(res.status(), await res.text()).toBe(200);
    },
  };
}

test('a closed job opening answers 410 with a way to current openings, and leaves the sitemap', async ({
  page,
  request,
}) => {
  const staff = await staffCalls(request);
  const title = `Beach Club Host ${Date.now()}`;
  const today = uaeToday(new Date());
  const job = await staff.create(title, addDays(today, 30));
  const jobPath = `/candidates/${job.slug}`;
  await expect.poll(async () => (await request.get('/sitemap.xml')).text(), { timeout: 60_000 }).toContain(jobPath);

  // Its last valid day has passed (the scheduler closes such openings at the end of that day).
  await staff.update(job._id, title, addDays(today, -1), false);

  const response = await page.goto(jobPath);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1, name: 'This job opening has closed' })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  await page.getByRole('link', { name: 'See current job openings' }).click();
  await expect(page).toHaveURL(/\/candidates$/);
  await expect(page.getByText(title)).toHaveCount(0);

  // Gone from the sitemap within a minute (the upstream asks the website to revalidate at once).
  await expect.poll(async () => (await request.get('/sitemap.xml')).text(), { timeout: 60_000 }).not.toContain(jobPath);
  // An opening that never existed is still a plain 404.
  expect((await request.get(`/candidates/no-such-job-${Date.now()}`)).status()).toBe(404);
});

test('staff see the scheduled task runs, and a closed opening marked expired', async ({ page, request }) => {
  const staff = await staffCalls(request);
  const title = `Night Concierge ${Date.now()}`;
  const job = await staff.create(title, addDays(uaeToday(new Date()), 10));
  await staff.update(job._id, title, addDays(uaeToday(new Date()), -2), false);

  await staffSignIn(page);
  await page.getByRole('link', { name: 'Task runs' }).click();
  await expect(page).toHaveURL(/\/admin\/task-runs$/);
  const table = page.getByRole('table', { name: 'Task runs' });
  // The upstream ran the every-minute task when it started.
  await expect(table.getByRole('row').filter({ hasText: 'close-expired-jobs' }).first()).toContainText('Succeeded');
  await page.getByLabel('Status').selectOption({ label: 'Failed' });
  await expect(page).toHaveURL(/status=failed/);
  await expect(page.getByText('No run yet.')).toBeVisible();

  await page.getByRole('link', { name: 'Job openings', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Expired');
  await expect(row.getByRole('link', { name: 'Extend' })).toBeVisible();
});
