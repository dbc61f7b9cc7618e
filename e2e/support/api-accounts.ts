import { expect, type APIRequestContext } from '@playwright/test';
import { e2eBaseUrl } from '../../playwright.config';
import { password } from './accounts';
import { linkFromMail } from './outbox';
import { e2eUpstreamUrl } from './staff-api';

export type Bearer = { authorization: string };

/** Logs in at the upstream as a journey would from a script: the account's bearer header. */
export async function upstreamLogin(request: APIRequestContext, email: string, pass = password): Promise<Bearer> {
  const login = await request.post(`${e2eUpstreamUrl}/api/auth/login`, { data: { email, password: pass } });
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/**
 * A verified account made through the upstream's API, as the sign-up modal and the mailed link would
 * make it (those have their own journeys); answers its bearer header. The phone number is shared by
 * the journeys' accounts unless one needs its own (the SMS journey: opt-ins and STOP go by number).
 */
export async function verifiedAccount(
  request: APIRequestContext,
  userType: 'User' | 'Employer',
  email: string,
  name: string,
  phone = '09171234567',
): Promise<Bearer> {
  const registered = await request.post(`${e2eUpstreamUrl}/api/auth/register`, {
    data: { userType, name, email, phone, password, consent: true },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const link = new URL(await linkFromMail(email, /Verify your email/, `${e2eBaseUrl}/verify-email/`));
  const token = link.pathname.split('/').pop()!;
  const verified = await request.put(
    `${e2eUpstreamUrl}/api/auth/verify-email/${encodeURIComponent(email)}/${encodeURIComponent(token)}`,
  );
  expect(verified.ok(), await verified.text()).toBe(true);
  return upstreamLogin(request, email);
}

/** The first item of a public lookup list (GET /api/<kind>), or the one named `name`. */
export async function lookupId(request: APIRequestContext, kind: string, name?: string): Promise<string> {
  const { data } = (await (await request.get(`${e2eUpstreamUrl}/api/${kind}`)).json()) as {
    data: { _id: string; name: string }[];
  };
  const item = name ? data.find((i) => i.name === name) : data[0];
  expect(item, `${kind} ${name ?? ''}`).toBeTruthy();
  return item!._id;
}
