import { expect, type Page } from '@playwright/test';
import { e2eStaffPassword, e2eStaffTotpSecret } from '../../playwright.config';
import { totpCode } from './totp';

/** The demo staff account the first start seeds (its password and authenticator app from DEMO_ADMIN_*). */
export const staffEmail = 'admin@bayanihangulf.example';

/** Signs in at the staff door (password, then a code from the authenticator app) and waits for the dashboard. */
export async function staffSignIn(page: Page) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Email Address').fill(staffEmail);
  await page.getByLabel('Password').fill(e2eStaffPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Authentication code').fill(await totpCode(e2eStaffTotpSecret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}
