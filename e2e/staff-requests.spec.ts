import { expect, test } from '@playwright/test';
import { staffSignIn } from './support/staff';

// What the public journeys sent (e2e/forms.spec.ts), which staff now work through.
const review = 'The agency explained every step, from the trade test to my visa.';
const inquiryCompany = 'Saffron Table Group';

test('staff approve a posted review and it is in Success Stories on the home page at once', async ({ page }) => {
  await page.goto('/');
  const stories = page.getByRole('region', { name: 'Success Stories' });
  await expect(stories).toBeVisible();
  await expect(stories.getByText(review)).toHaveCount(0);

  await staffSignIn(page);
  await page.getByRole('link', { name: 'Testimonials', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: review });
  await expect(row).toContainText('Hidden');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Shown on the site')).toBeVisible();
  await expect(row).toContainText('Shown');

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Success Stories' }).getByText(review)).toBeVisible();
});

test('staff take up an employer inquiry: status In progress and a note, kept on the list', async ({ page }) => {
  await staffSignIn(page);
  await page.getByRole('link', { name: 'Employer inquiries', exact: true }).click();
  await page.getByRole('link', { name: inquiryCompany }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(inquiryCompany);
  await expect(page.getByText('Leila Haddad')).toBeVisible();

  await page.getByLabel('Status').selectOption('In progress');
  await expect(page.getByText('Status saved')).toBeVisible();
  await page.getByLabel('New note').fill('Called Leila: six waiters for a January opening; sending CVs Friday.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Called Leila: six waiters for a January opening; sending CVs Friday.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to employer inquiries' }).click();
  await expect(page.getByRole('row').filter({ hasText: inquiryCompany }).first()).toContainText('In progress');
});
