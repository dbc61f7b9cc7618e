// How the bench's scripts sign a staff account in at the upstream: the password, then the second factor.
import { generate } from 'otplib';

/** The demo staff account's authenticator app in the bench (the seed is given it: DEMO_ADMIN_TOTP_SECRET). */
export const benchStaffTotpSecret = 'MJSW4Y3IEBZXIYLGMYQGC4DQEBZWKY3S';

async function post(upstream, path, body, headers = {}) {
  const res = await fetch(`${upstream}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`bench: ${path} answered ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * Signs a staff account in and answers its bearer token: a code from the app holding `totpSecret`, or,
 * for an account without an app yet (grown staff), setting one up as its first sign-in would.
 */
export async function staffToken(upstream, { email, password, totpSecret = benchStaffTotpSecret }) {
  const login = await post(upstream, '/auth/login', { email, password });
  if (login.token) return login.token;
  const pending = { 'x-pending-sign-in': login.secondFactor.pendingToken };
  if (login.secondFactor.step === 'verify') {
    return (await post(upstream, '/auth/second-factor', { code: await generate({ secret: totpSecret }) }, pending))
      .token;
  }
  const { secret } = await post(upstream, '/auth/second-factor/enrolment', undefined, pending);
  const code = await generate({ secret });
  return (await post(upstream, '/auth/second-factor/enrolment/confirm', { code }, pending)).token;
}

/** The same, through the website (a browser's session): `request` is a Playwright APIRequestContext. */
export async function staffWebSession(request, web, { email, password, totpSecret = benchStaffTotpSecret }) {
  const headers = { origin: web };
  const login = await request.post(`${web}/api/auth/login`, { headers, data: { email, password } });
  if (!login.ok()) throw new Error(`bench: staff sign-in answered ${login.status()}`);
  const code = await generate({ secret: totpSecret });
  const signedIn = await request.post(`${web}/api/auth/second-factor`, { headers, data: { code } });
  if (!signedIn.ok()) throw new Error(`bench: staff second factor answered ${signedIn.status()}`);
}
