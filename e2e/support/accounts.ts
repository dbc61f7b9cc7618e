import { expect, type Page } from '@playwright/test';
import { e2eBaseUrl } from '../../playwright.config';
import { linkFromMail } from './outbox';

export const password = 'Secret123!';
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e4)}@example.com`;

/** Signs up through the modal, verifies through the mailed link, and logs in. */
export async function signUpAndLogIn(
  page: Page,
  userType: 'Candidate' | 'Employer',
  email: string,
  name = 'Maria Clara Santos',
) {
  await page.goto('/Contact');
  await page.getByRole('button', { name: 'Login/Signup' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Not a member? Sign Up' }).click();
  await dialog.getByRole('radio', { name: userType }).click();
  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByLabel('Contact Number').fill('09171234567');
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('checkbox', { name: /may process the personal data/ }).check();
  await dialog.getByRole('button', { name: 'Apply now' }).click();
  await expect(dialog.getByText(/Registered successfully/)).toBeVisible();
  await page.keyboard.press('Escape');

  const link = await linkFromMail(email, /Verify your email/, `${e2eBaseUrl}/verify-email/`);
  await page.goto(link);
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  // The page goes home 3 s after verifying (spec); logging in before that would race the redirect.
  await page.waitForURL((url) => url.pathname === '/');

  await logIn(page, email);
}

/** Opens the login modal and sends it, whatever the answer. */
export async function submitLogin(page: Page, email: string, pass = password) {
  await page.getByRole('button', { name: 'Login/Signup' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(pass);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function logIn(page: Page, email: string, pass = password) {
  await submitLogin(page, email, pass);
  await expect(page.getByText('Login Successfully')).toBeVisible();
}
