import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from '../playwright.config';
import { signUpAndLogIn, uniqueEmail } from './support/accounts';

/** Sends headers that promise a body, and never sends it: the answer must not wait for the body. */
function declaredBodyOnly(path: string, contentLength: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: 'localhost',
        port: Number(new URL(e2eBaseUrl).port),
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': contentLength },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.flushHeaders();
  });
}

test('pages carry a nonce-based CSP, no framing and the other security headers', async ({ request }) => {
  const first = await request.get('/');
  const second = await request.get('/');
  const csp = first.headers()['content-security-policy']!;
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).not.toContain("unsafe-inline' 'strict");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(second.headers()['content-security-policy']).not.toBe(csp);
  const nonce = csp.match(/'nonce-([^']+)'/)![1]!;
  expect(await first.text()).toContain(`nonce="${nonce}"`);
  for (const response of [first, await request.get('/api/job-opening'), await request.get('/admin/login')]) {
    const headers = response.headers();
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=(self)');
    expect(headers['permissions-policy']).toContain('microphone=(self)');
  }
});

test('the page runs with its CSP and reports no violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => /Content Security Policy/.test(m.text()) && violations.push(m.text()));
  await page.goto('/candidates');
  await page.getByRole('button', { name: 'Login/Signup' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(violations).toEqual([]);
});

test('cross-site requests that change state are refused, whatever their body', async ({ request }) => {
  const login = await request.post('/api/auth/login', {
    headers: { origin: 'https://attacker.example', 'content-type': 'text/plain' },
    data: JSON.stringify({ email: 'someone@example.com', password: 'Secret123!' }),
  });
  expect(login.status()).toBe(403);
  expect((await login.json()).message).toBe('This request came from another website and was refused.');
  expect(login.headers()['set-cookie']).toBeUndefined();

  const logout = await request.post('/api/auth/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
  expect(logout.status()).toBe(403);
  const lookup = await request.post('/api/admin/lookups/position', {
    headers: { 'sec-fetch-site': 'same-site' },
    data: { name: 'Forged' },
  });
  expect(lookup.status()).toBe(403);
});

test('a same-origin JSON call goes through, and a text/plain body where JSON is expected is 415', async ({
  request,
}) => {
  const plain = await request.post('/api/contact', {
    headers: { origin: e2eBaseUrl, 'content-type': 'text/plain' },
    data: '{"name":"x"}',
  });
  expect(plain.status()).toBe(415);
  expect((await plain.json()).message).toBe('Please send this request as JSON (Content-Type: application/json).');
  const json = await request.post('/api/contact', { headers: { origin: e2eBaseUrl }, data: {} });
  expect(json.status()).toBe(400);
});

test('an oversized body is refused at once from its declared length, without being read', async () => {
  const started = Date.now();
  const answer = await declaredBodyOnly('/api/contact', 200 * 1024 * 1024);
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body).message).toBe('The request is too large (256 KB at most).');
  // Not a timing budget: a server that waited for the 200 MB would never have answered at all.
  expect(Date.now() - started).toBeLessThan(10_000);
  const video = await declaredBodyOnly('/api/upload/resume-video', 300 * 1024 * 1024);
  expect(video.status).toBe(413);
});

test('logging out revokes the token: a copied cookie no longer reads the profile', async ({ page, context }) => {
  await signUpAndLogIn(page, 'Candidate', uniqueEmail('revoke'));
  const copied = (await context.cookies()).find((c) => c.name === 'bg_session')!;
  expect((await page.request.get('/api/user/profile')).status()).toBe(200);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();

  await context.addCookies([copied]);
  const replay = await page.request.get('/api/user/profile');
  expect(replay.status()).toBe(401);
});
