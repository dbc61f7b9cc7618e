import { expect, test } from '@playwright/test';
import { logIn, signUpAndLogIn, submitLogin, uniqueEmail } from './support/accounts';
import { staffSignIn } from './support/staff';

test('a disabled account’s session stops working at once, and it can sign in again once enabled', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('disabled');
  await signUpAndLogIn(page, 'Candidate', email);
  expect((await page.request.get('/api/user/profile')).status()).toBe(200);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staffSignIn(staff);
  await staff.getByRole('link', { name: 'Users', exact: true }).click();
  // Staff cannot lock themselves out (and the page knows who is signed in right after the sign-in).
  // Searched for: the journeys before this one sign up more accounts than the list's first page holds.
  await staff.getByLabel('Search name or email').fill('admin@bayanihangulf.example');
  await staff.getByLabel('Search name or email').press('Enter');
  await expect(staff.getByRole('row').filter({ hasText: 'admin@bayanihangulf.example' })).toContainText('Your account');
  await staff.getByLabel('Search name or email').fill(email);
  await staff.getByLabel('Search name or email').press('Enter');
  await staff.getByRole('button', { name: `Disable ${email}` }).click();
  await expect(staff.getByText('Account disabled')).toBeVisible();
  await expect(staff.getByRole('button', { name: `Enable ${email}` })).toBeVisible();

  // The candidate's cookie is still there, but the upstream refuses its token and the session is dropped.
  expect((await page.request.get('/api/user/profile')).status()).toBe(401);
  expect((await (await page.request.get('/api/session')).json()).data).toBeNull();
  await page.goto('/Contact');
  await submitLogin(page, email);
  await expect(page.getByText('This account has been disabled. Please contact us for help.')).toBeVisible();
  await page.keyboard.press('Escape');

  await staff.getByRole('button', { name: `Enable ${email}` }).click();
  await expect(staff.getByText('Account enabled')).toBeVisible();
  await staffContext.close();
  await page.reload();
  await logIn(page, email);
  expect((await page.request.get('/api/user/profile')).status()).toBe(200);
});
