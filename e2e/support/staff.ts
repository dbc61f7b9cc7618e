import { expect, type Page } from '@playwright/test';
import { e2eStaffPassword } from '../../playwright.config';

/** The demo staff account the first start seeds (its password comes from DEMO_ADMIN_PASSWORD). */
export const staffEmail = 'admin@bayanihangulf.example';

/** Signs in at the staff door and waits for the dashboard. */
export async function staffSignIn(page: Page) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Email Address').fill(staffEmail);
  await page.getByLabel('Password').fill(e2eStaffPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}
