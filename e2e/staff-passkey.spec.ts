import { expect, test, type Page } from '@playwright/test';
import { e2eStaffPassword, e2eStaffTotpSecret } from '../playwright.config';
import { ownInstance } from './support/own-instance';
import { staffEmail, staffSignIn } from './support/staff';
import { totpCode } from './support/totp';

/** Chromium's virtual authenticator (CDP WebAuthn): a platform passkey that verifies the user at once. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

async function password(page: Page, email: string, pass: string) {
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(pass);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a staff member signs in with a code, adds a passkey, and signs in with the passkey instead', async ({ page }) => {
  await addVirtualAuthenticator(page);
  await staffSignIn(page);

  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible();
  await expect(page.getByText('No passkey yet.')).toBeVisible();
  await page.getByLabel('Passkey name').fill('Journey laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added. You can use it to sign in.')).toBeVisible();
  const passkeys = page.getByRole('list', { name: 'Your passkeys' });
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await expect(passkeys).toContainText('Journey laptop');
  await expect(passkeys).toContainText('not used yet');

  await signOut(page);
  await password(page, staffEmail, e2eStaffPassword);
  await page.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // Leave the shared demo account as it was: the passkey goes (a passkey sign-in is a fresh second factor).
  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('list', { name: 'Your passkeys' })).not.toContainText('not used yet');
  await page.getByRole('button', { name: 'Remove Journey laptop' }).click();
  await expect(page.getByText('Passkey removed.')).toBeVisible();
  await expect(page.getByText('No passkey yet.')).toBeVisible();
});

test('a wrong code is refused with a clear message, and the right one signs in', async ({ page }) => {
  await page.goto('/admin/login');
  await password(page, staffEmail, e2eStaffPassword);
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/That code is not right/)).toBeVisible();
  await page.getByLabel('Authentication code').fill(await totpCode(e2eStaffTotpSecret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a new staff account sets up its authenticator app at the first sign-in, from the QR code’s key', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const newcomer = { email: 'newcomer@agency.example', password: 'Newcomer2026!' };
  const instance = await ownInstance('enrolment', { ...newcomer, cliArgs: ['--enrol-at-sign-in'] });
  try {
    expect(instance.cliOutput).toContain('The authenticator app is set up at the first sign-in.');
    expect(instance.cliOutput).not.toContain('otpauth://');
    await page.goto(`${instance.url}/admin/login`);
    await password(page, newcomer.email, newcomer.password);
    await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' }).locator('svg')).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await page.getByLabel('Authentication code').fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.first().textContent())!;
    await page.getByRole('button', { name: 'I have kept my recovery codes' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    // From now on a second step is asked for: the app's code, or (the phone left at home) a recovery code.
    await signOut(page);
    await password(page, newcomer.email, newcomer.password);
    await page.getByLabel('Authentication code').fill(recovery);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.getByRole('link', { name: 'Security' }).click();
    await expect(page.getByText('9 unused recovery codes left.')).toBeVisible();
  } finally {
    await instance.close();
  }
});
