import { expect, test } from '@playwright/test';
import { signUpAndLogIn, submitLogin, uniqueEmail } from './support/accounts';
import { ageSession } from './support/session-cookie';

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
  await ageSession(context, 31);

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login/Signup' })).toBeVisible();
  const after = await page.request.get('/api/session');
  expect((await after.json()).data).toBeNull();
});

test('an open tab idle for 45 minutes stays signed in when the person moves the mouse again', async ({
  page,
  context,
}) => {
  await signUpAndLogIn(page, 'Candidate', uniqueEmail('intab'));
  await page.waitForLoadState('networkidle');
  await ageSession(context, 45);

  // A fetch of a page from inside the tab, as Next's client navigations and prefetches are: under the
  // in-tab hour it ends nothing, and it is not activity either (the cookie stays as aged).
  const aged = (await context.cookies()).find((c) => c.name === 'bg_session')?.value;
  expect(await page.evaluate(async () => (await fetch('/about', { headers: { rsc: '1' } })).status)).toBe(200);
  expect((await context.cookies()).find((c) => c.name === 'bg_session')?.value).toBe(aged);

  // The spec's in-tab limit is 1 hour; the 30-minute rule is only for opening the site again.
  const report = page.waitForResponse((r) => r.url().endsWith('/api/session/activity'));
  await page.mouse.move(200, 200);
  await page.mouse.move(300, 250);
  expect((await report).status()).toBe(204);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect((await (await page.request.get('/api/session')).json()).data).not.toBeNull();
});

test('an open tab idle for over an hour is signed out on its next activity report', async ({ page, context }) => {
  await signUpAndLogIn(page, 'Candidate', uniqueEmail('intab-hour'));
  await page.waitForLoadState('networkidle');
  await ageSession(context, 61);

  const report = page.waitForResponse((r) => r.url().endsWith('/api/session/activity'));
  await page.mouse.move(200, 200);
  expect((await report).status()).toBe(401);
  await expect(page.getByRole('button', { name: 'Login/Signup' })).toBeVisible();
});

test('logout lands on the public home and leaves no personal data behind, not even one page back', async ({ page }) => {
  const name = 'Rosa Lim Reyes';
  const email = uniqueEmail('logout');
  await signUpAndLogIn(page, 'Candidate', email, name);
  await page.goto('/update-profile');
  await expect(page.getByLabel('Full Name')).toHaveValue(name);

  // From here on the visitor browses in the page (client navigations), so the cached data lives on.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'For Candidates' }).click();
  await page.getByRole('link', { name: 'Submit General Application' }).click();
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

test('an answer that was on its way during logout cannot sign the person back in', async ({ page, context }) => {
  await signUpAndLogIn(page, 'Candidate', uniqueEmail('stale'), 'Lorna Stale Cruz');
  await page.waitForLoadState('networkidle');
  const before = (await context.cookies()).find((c) => c.name === 'bg_session')!;

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login/Signup' })).toBeVisible();

  // A slow answer started before Logout (a refresh, a page render) sets the old cookie again.
  await context.addCookies([before]);
  await page.goto('/candidates');
  await expect(page.getByRole('button', { name: 'Login/Signup' })).toBeVisible();
  await expect(page.getByText('Lorna')).toHaveCount(0);
  expect((await (await page.request.get('/api/session')).json()).data).toBeNull();
  expect((await context.cookies()).find((c) => c.name === 'bg_session')).toBeUndefined();
});

test('a failed login keeps the visitor on the page they were on', async ({ page }) => {
  await page.goto('/candidates');
  await submitLogin(page, 'nobody-here@example.com', 'Wrong-pass-1!');
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/candidates$/);
});
