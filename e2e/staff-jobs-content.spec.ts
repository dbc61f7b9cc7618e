import { expect, test } from '@playwright/test';
import { picturePng } from './support/files';
import { expectNoSeriousViolations } from './support/axe';
import { fillJobOrder } from './support/job-order-form';
import { staffSignIn } from './support/staff';

interface PublicJob {
  title: string;
  slug: string;
}

test('staff publish a job opening that is on the careers page at once, then take it down', async ({
  page,
  request,
}) => {
  const title = `Sous Chef – Arabic cuisine ${Date.now()}`;
  await staffSignIn(page);
  await page.getByRole('link', { name: 'Job openings', exact: true }).click();
  await page.getByRole('link', { name: 'New job opening' }).click();

  // Sent empty, the form says what is missing and creates nothing.
  await page.getByRole('button', { name: 'Create job opening' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Please choose at least one location')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/jobs\/new$/);

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Company name').fill('Levantine grill, Jumeirah Beach Residence');
  await page.getByLabel('Position').selectOption({ label: 'Commis Chef' });
  await page.getByLabel('Salary budget').selectOption({ index: 1 });
  await fillJobOrder(page, {
    jobOrderNumber: 'DMW-JO-2026-30001',
    principalName: 'JBR Levantine Dining LLC',
    worksiteCity: 'Jumeirah Beach Residence',
    vacancies: '2',
    salaryFrom: '4500',
    salaryTo: '6000',
  });
  await page.getByRole('checkbox', { name: 'Dubai' }).check();
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.click();
  await page.keyboard.type('Run the hot section of a busy Levantine grill.');
  await page.getByRole('toolbar', { name: 'Description formatting' }).getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' Shawarma and mezze experience wanted.');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Create job opening' }).click();
  await expect(page.getByText('Job opening created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Active');

  // Public at once: the careers list, and its own page with the salary in the JSON-LD.
  const jobs: PublicJob[] = (await (await request.get('/api/job-opening?isActive=1')).json()).data;
  const job = jobs.find((j) => j.title === title);
  expect(job).toBeDefined();
  await page.goto('/Candidates');
  await expect(page.getByRole('main').getByText(title).first()).toBeVisible();
  await page.goto(`/candidates/${job!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByRole('main').locator('strong, b').filter({ hasText: 'Shawarma' })).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(jsonLd.baseSalary).toMatchObject({ currency: 'AED', value: { minValue: 4500, maxValue: 6000 } });

  // Deactivated, it leaves the site at once.
  await page.goto('/admin/jobs');
  await page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Job opening updated')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Hidden');
  // Found again among the hidden ones by its title, and opened whole in the edit form.
  await page.getByLabel('Status').selectOption({ label: 'Hidden or expired' });
  await expect(page).toHaveURL(/status=inactive/);
  const search = page.getByLabel('Search title, company, job order or principal');
  await search.fill(title);
  await search.press('Enter');
  await expect(page).toHaveURL(/q=Sous/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Status').selectOption({ label: 'Active' });
  await expect(page.getByText('No job opening matches.')).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Any' });
  await page.getByRole('row').filter({ hasText: title }).getByRole('link', { name: title }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Description' })).toContainText('Shawarma and mezze');
  // Its stored choices show in their selects (drawn once their options are in).
  await page.reload();
  await expect(page.getByLabel('Position').locator('option:checked')).toHaveText('Commis Chef');
  await expect(page.getByLabel('Salary budget')).not.toHaveValue('');
  // Its page says it has closed (410 Gone), so search engines drop it.
  expect((await request.get(`/candidates/${job!.slug}`)).status()).toBe(410);
  await page.goto('/Candidates');
  await expect(page.getByRole('main').getByText(title)).toHaveCount(0);
});

test('staff reorder the hero slides and give one a new picture; the home page shows both', async ({ page }) => {
  await staffSignIn(page);
  await page.getByRole('link', { name: 'Content', exact: true }).click();
  await page.getByRole('link', { name: /Hero slides/ }).click();

  // The slides are the groups with their own pictures (their buttons are nested groups too).
  const slide = (n: number) =>
    page
      .getByRole('group', { name: new RegExp(`^${n}\\. `) })
      .filter({ has: page.getByLabel('Upload image', { exact: true }) });
  const secondTitle = await slide(2).getByLabel('Title', { exact: true }).first().inputValue();
  await page.getByRole('button', { name: `Move 2. ${secondTitle} up`, exact: true }).click();
  const first = slide(1);
  await expect(first.getByLabel('Title', { exact: true }).first()).toHaveValue(secondTitle);

  // The demo pictures are SVGs: the one WebP in the slide is the upload's preview (pictures are
  // stored as WebP whatever they arrived as).
  await first.getByLabel('Upload image', { exact: true }).setInputFiles(picturePng);
  const preview = first.locator('img[src*=".webp"]');
  await expect(preview).toHaveCount(1);
  const uploaded = (await preview.getAttribute('src'))!.split('?')[0]!;
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. The public page shows it on its next load.')).toBeVisible();

  await page.goto('/');
  const firstSlide = page.getByRole('group', { name: /^1 of \d+$/ });
  await expect(firstSlide).toContainText(secondTitle);
  // Shown through a srcset of narrower copies of it.
  await expect(firstSlide.locator(`img[src^="${uploaded}?w="][srcset]`)).toHaveCount(1);
});
