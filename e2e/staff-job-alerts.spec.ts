import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from '../playwright.config';
import { uniqueEmail } from './support/accounts';
import { staffSignIn } from './support/staff';

test('staff find the job alert of a person who asks and stop it', async ({ page, browser }) => {
  // A visitor saves an alert (the mailed link not followed yet).
  const visitorContext = await browser.newContext({ baseURL: e2eBaseUrl });
  const visitor = await visitorContext.newPage();
  const email = uniqueEmail('alert-asks-staff');
  await visitor.goto('/candidates?q=housekeeping');
  await visitor.getByRole('button', { name: 'Get job alerts' }).click();
  const form = visitor.getByRole('form', { name: 'Get job alerts' });
  await form.getByLabel('Your email').fill(email);
  await form.getByRole('button', { name: 'Save job alert' }).click();
  await expect(visitor.getByText('Almost done: we sent you an email.', { exact: false })).toBeVisible();
  await visitorContext.close();

  await staffSignIn(page);
  await page.getByRole('link', { name: 'Job alerts' }).click();
  await expect(page.getByRole('heading', { name: 'Job alerts' })).toBeVisible();
  await page.getByLabel('Search email').fill(email.toUpperCase());
  await page.getByLabel('Search email').press('Enter');
  const row = page.getByRole('row').filter({ hasText: email.toLowerCase() });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('"housekeeping"');
  await expect(row).toContainText('Visitor');
  await expect(row).toContainText('Waiting for confirmation');

  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `Stop the alert of ${email.toLowerCase()}` }).click();
  await expect(page.getByText('Job alert removed')).toBeVisible();
  await expect(page.getByText('No job alert matches.')).toBeVisible();
  // Gone for good: a reload finds nothing either.
  await page.reload();
  await expect(page.getByText('No job alert matches.')).toBeVisible();
});
