import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@contracts/auth/accounts';
import { createAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestContext } from './helpers/build-test-app';

let ctx: TestContext;
const accounts = {} as Record<UserType, TestAccount>;

beforeAll(async () => {
  ctx = await buildTestApp();
  for (const type of ['User', 'Employer', 'Admin'] as const) accounts[type] = await createAccount(ctx, type);
});
afterAll(() => ctx.close());

type Role = 'anonymous' | UserType;
const everyone: Role[] = ['anonymous', 'User', 'Employer', 'Admin'];
const signedIn: Role[] = ['User', 'Employer', 'Admin'];

/** Every write route and who may use it. An allowed caller sending an empty body gets past the role check. */
const routes: { method: 'POST' | 'PUT'; url: string; allowed: Role[] }[] = [
  { method: 'POST', url: '/api/upload/resume-image', allowed: signedIn },
  { method: 'POST', url: '/api/upload/resume-video', allowed: signedIn },
  { method: 'POST', url: '/api/apply-job', allowed: ['User'] },
  { method: 'POST', url: '/api/employer-inquiry/submit', allowed: ['Employer'] },
  { method: 'POST', url: '/api/contact', allowed: everyone },
  { method: 'POST', url: '/api/testimonial', allowed: signedIn },
  { method: 'PUT', url: '/api/user/update-profile', allowed: signedIn },
  { method: 'POST', url: '/api/auth/register', allowed: everyone },
  { method: 'POST', url: '/api/auth/login', allowed: everyone },
  { method: 'POST', url: '/api/auth/forgot-password', allowed: everyone },
];

const cases = routes.flatMap((route) => everyone.map((role) => [`${route.method} ${route.url}`, role, route] as const));

describe('roles on every write route', () => {
  it.each(cases)('%s as %s', async (_name, role, route) => {
    const headers = role === 'anonymous' ? {} : accounts[role].auth;
    const res = await ctx.app.inject({ method: route.method, url: route.url, payload: {}, headers });
    if (route.allowed.includes(role)) {
      expect([400, 415]).toContain(res.statusCode);
    } else {
      expect(res.statusCode).toBe(role === 'anonymous' ? 401 : 403);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  // Kept out of the table: it revokes the shared accounts' tokens.
  it('POST /api/auth/logout-all needs a signed-in user', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout-all' })).statusCode).toBe(401);
    const user = await createAccount(ctx, 'User');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: user.auth })).statusCode).toBe(
      200,
    );
  });

  it('tells a candidate why it cannot send an inquiry, and an employer why it cannot apply', async () => {
    const inquiry = await ctx.app.inject({
      method: 'POST',
      url: '/api/employer-inquiry/submit',
      payload: {},
      headers: accounts.User.auth,
    });
    expect(inquiry.json()).toEqual({ message: 'Only employer accounts can send hiring inquiries.' });
    const apply = await ctx.app.inject({
      method: 'POST',
      url: '/api/apply-job',
      payload: {},
      headers: accounts.Employer.auth,
    });
    expect(apply.json()).toEqual({ message: 'Only candidate accounts can apply for jobs.' });
  });
});
