import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { sealData, unsealData } from 'iron-session';
import { e2eDataDir } from '../playwright.config';
import { signUpAndLogIn, uniqueEmail } from './support/accounts';

test('the session cookie is httpOnly and no token is readable from page JavaScript or storage', async ({
  page,
  context,
}) => {
  await signUpAndLogIn(page, 'Candidate', uniqueEmail('cookie'));
  const cookie = (await context.cookies()).find((c) => c.name === 'bg_session');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  const exposed = await page.evaluate(() =>
    [document.cookie, JSON.stringify(localStorage), JSON.stringify(sessionStorage)].join(' '),
  );
  expect(exposed).not.toContain('bg_session');
  expect(exposed).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
});

test('a session idle for over 30 minutes is gone when the site is opened again', async ({ page, context }) => {
  await signUpAndLogIn(page, 'Candidate', uniqueEmail('idle'));
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // Let in-flight requests (which refresh the cookie) finish, then age its lastActivity by 31 minutes.
  await page.waitForLoadState('networkidle');
  const password = (await readFile(path.join(e2eDataDir, 'session-secret'), 'utf8')).trim();
  const cookie = (await context.cookies()).find((c) => c.name === 'bg_session')!;
  const session = await unsealData<{ lastActivity: number }>(cookie.value, { password });
  const aged = await sealData({ ...session, lastActivity: Date.now() - 31 * 60 * 1000 }, { password });
  await context.addCookies([{ ...cookie, value: aged }]);

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login/Signup' })).toBeVisible();
  const after = await page.request.get('/api/session');
  expect((await after.json()).data).toBeNull();
});
