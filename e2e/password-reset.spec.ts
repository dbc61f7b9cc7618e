import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from '../playwright.config';
import { logIn, signUpAndLogIn, uniqueEmail } from './support/accounts';
import { linkFromMail } from './support/outbox';

test('forgot password, reset through the mailed link, log in with the new password', async ({ page }) => {
  const email = uniqueEmail('reset');
  await signUpAndLogIn(page, 'Candidate', email);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();

  await page.goto('/forgot-password');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('If the email is registered, a password reset link has been sent.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto(await linkFromMail(email, /Reset your password/, `${e2eBaseUrl}/reset-password/`));
  await page.getByLabel('New Password').fill('Another456$');
  await page.getByLabel('Confirm Password').fill('Another456$');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password reset successful! Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  await logIn(page, email, 'Another456$');
});
