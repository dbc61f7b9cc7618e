import AxeBuilder from '@axe-core/playwright';
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

/** axe finds no serious or critical violation on the page as it stands. */
export async function expectNoSeriousViolations(page: Page) {
  // Toasts fade in and out: contrast is checked once their transitions are over.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
