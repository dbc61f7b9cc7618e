import { expect, test } from '@playwright/test';
import { signUpAndLogIn, uniqueEmail } from './support/accounts';

test('a footer service link scrolls to its card on Services and highlights it for 2 seconds', async ({ page }) => {
  await page.goto('/');
  const footerServices = page.getByRole('navigation', { name: 'Services' });
  const link = footerServices.getByRole('link').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  const id = new URL(href, 'http://x').searchParams.get('service');
  const card = page.locator(`#service-${id}`);
  await expect(card).toHaveAttribute('data-highlighted', 'true');
  await expect(card).toBeInViewport();
  await expect(card).not.toHaveAttribute('data-highlighted', 'true', { timeout: 4000 });
});

test('a signed-in user updates the profile and the header shows the new first name', async ({ page }) => {
  await signUpAndLogIn(page, 'Candidate', uniqueEmail('profile'), 'Maria Clara Santos');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/update-profile$/);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await page.getByLabel('Full Name').fill('Angelica Mae Reyes');
  await page.getByLabel('Country').fill('Philippines');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Angelica');
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Angelica Mae Reyes');
});
