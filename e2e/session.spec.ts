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

test('logout lands on the public home and leaves no personal data behind, not even one page back', async ({ page }) => {
  const name = 'Rosa Lim Reyes';
  const email = uniqueEmail('logout');
  await signUpAndLogIn(page, 'Candidate', email, name);
  await page.goto('/update-profile');
  await expect(page.getByLabel('Full Name')).toHaveValue(name);

  // From here on the visitor browses in the page (client navigations), so the cached data lives on.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'For Candidates' }).click();
  await page.getByRole('button', { name: 'Submit General Application' }).click();
  await page.getByLabel('Full Name').fill('Typed By Rosa');
  await page.getByLabel('Passport Number').fill('P7654321');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login/Signup' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Register & Apply' })).toBeVisible();

  // Every frame of the way back is watched, so data shown for a moment counts too.
  const secrets = [name, email, '09171234567', 'Typed By Rosa', 'P7654321'];
  await page.evaluate((secrets) => {
    const seen = new Set<string>();
    const paths = new Set<string>();
    const check = () => {
      paths.add(window.location.pathname);
      const fields = [...document.querySelectorAll('input, textarea')].map((e) => (e as HTMLInputElement).value);
      const shown = `${document.body.innerText} ${fields.join(' ')}`;
      for (const secret of secrets) if (shown.includes(secret)) seen.add(secret);
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
    const everyFrame = () => (check(), requestAnimationFrame(everyFrame));
    everyFrame();
    Object.assign(window, { seenSecrets: seen, seenPaths: paths });
  }, secrets);
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Login/Signup' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const watched = await page.evaluate(() => {
    const { seenSecrets, seenPaths } = window as unknown as Record<string, Set<string> | undefined>;
    return seenSecrets && seenPaths ? { secrets: [...seenSecrets], paths: [...seenPaths] } : 'the page was reloaded';
  });
  expect(watched).toMatchObject({ secrets: [], paths: expect.arrayContaining(['/update-profile']) });
  const everything = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  for (const secret of secrets) expect(everything).not.toContain(secret);
});
