import { expect, test, type Page } from '@playwright/test';
import { fillJobOrder } from './support/job-order-form';
import { staffSignIn } from './support/staff';

interface PublicJob {
  _id: string;
  title: string;
  slug: string;
}

async function newJobForm(page: Page, title: string) {
  await page.goto('/admin/jobs/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Company name').fill('Resort on the creek, Dubai');
  await page.getByLabel('Position').selectOption({ label: 'Room Attendant' });
  await page.getByRole('checkbox', { name: 'Dubai' }).check();
}

const row = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

test('staff are refused publishing a job order without its fields, then publish it complete', async ({
  page,
  request,
}) => {
  const title = `Public Area Attendant ${Date.now()}`;
  await staffSignIn(page);
  await newJobForm(page, title);

  // Active by default: without its job order fields the server refuses it, naming each field.
  await page.getByRole('button', { name: 'Create job opening' }).click();
  for (const message of [
    'Job order number is required to publish a job order',
    'Principal (employer) name is required to publish a job order, or mark the employer confidential',
    'Worksite city is required to publish a job order',
    'Number of vacancies is required to publish a job order',
    'Minimum monthly salary (AED) is required to publish a job order',
    'Contract length is required to publish a job order',
    'Valid-through date is required to publish a job order',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/admin\/jobs\/new$/);
  expect(
    ((await (await request.get('/api/job-opening')).json()).data as PublicJob[]).some((j) => j.title === title),
  ).toBe(false);

  // Bad values are refused too, and say why.
  await page.getByLabel('Vacancies').fill('-2');
  await page.getByRole('button', { name: 'Create job opening' }).click();
  await expect(page.getByText('Vacancies must be at least 1')).toBeVisible();

  await fillJobOrder(page, {
    jobOrderNumber: 'DMW-JO-2026-40017',
    principalName: 'Creek Harbour Resorts LLC',
    worksiteCity: 'Dubai Creek Harbour',
    vacancies: '12',
    salaryFrom: '1900',
    salaryTo: '2300',
  });
  await page.getByRole('checkbox', { name: 'Accommodation' }).check();
  await page.getByRole('checkbox', { name: 'Transport' }).check();
  await page.getByRole('button', { name: 'Create job opening' }).click();
  await expect(page.getByText('Job opening created')).toBeVisible();
  await expect(row(page, title)).toContainText('DMW-JO-2026-40017');
  await expect(row(page, title)).toContainText('Active');
  await expect(row(page, title).locator('[data-missing-fields]')).toHaveCount(0);

  const job = ((await (await request.get('/api/job-opening?isActive=1')).json()).data as PublicJob[]).find(
    (j) => j.title === title,
  )!;
  await page.goto(`/candidates/${job.slug}`);
  const panel = page.getByRole('main').locator('[data-job-order-panel]');
  await expect(panel).toContainText('Job order no.:DMW-JO-2026-40017');
  await expect(panel).toContainText('Principal:Creek Harbour Resorts LLC');
  await expect(panel).toContainText('Worksite:Dubai Creek Harbour, Dubai, UAE');
  await expect(panel).toContainText('Vacancies:12');
  await expect(panel).toContainText('Salary:AED 1,900 – 2,300 per month');
  await expect(panel).toContainText('Employer provides:accommodation, transport, visa');
});

test('a draft job order is flagged with what it lacks, and activating it is refused', async ({ page }) => {
  const title = `Night Houseman ${Date.now()}`;
  await staffSignIn(page);
  await newJobForm(page, title);
  await page.getByLabel('Job order number').fill('DMW-JO-2026-40018');
  await page.getByRole('checkbox', { name: 'Active' }).uncheck();
  await page.getByRole('button', { name: 'Create job opening' }).click();
  await expect(page.getByText('Job opening created')).toBeVisible();

  const flagged = row(page, title);
  await expect(flagged).toContainText('Hidden');
  await expect(flagged.locator('[data-missing-fields]')).toHaveText(
    'Missing: principal, city, vacancies, salary from, salary to, contract length, valid through',
  );
  await flagged.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText(/This job order cannot be published without its principal, city/)).toBeVisible();
  await expect(flagged).toContainText('Hidden');
});

test('staff publish manpower pooling without salary or vacancies, labelled on its page', async ({ page, request }) => {
  const title = `Pool Lifeguard ${Date.now()}`;
  await staffSignIn(page);
  await newJobForm(page, title);
  await page.getByLabel('Posting kind').selectOption({ label: 'Manpower pooling' });
  await expect(page.getByLabel('Vacancies')).toHaveCount(0);
  await expect(page.getByLabel('Monthly salary from (AED)')).toHaveCount(0);
  await expect(page.getByLabel('Job order number')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Confidential employer' }).check();
  await page.getByRole('button', { name: 'Create job opening' }).click();
  await expect(page.getByText('Job opening created')).toBeVisible();
  await expect(row(page, title)).toContainText('Manpower pooling');

  const job = ((await (await request.get('/api/job-opening?isActive=1')).json()).data as PublicJob[]).find(
    (j) => j.title === title,
  )!;
  await page.goto(`/candidates/${job.slug}`);
  const panel = page.getByRole('main').locator('[data-job-order-panel]');
  await expect(panel.getByRole('heading', { name: 'Manpower pooling' })).toBeVisible();
  await expect(panel).not.toContainText('Salary:');
});
