import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokedTokens } from '../../../src/db/schema';
import { createAccount, login, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { multipart, samplePdf } from '../../helpers/files';

describe('POST /api/auth/logout', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  const logout = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
  const profile = (account: TestAccount) =>
    ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: account.auth });
  const download = (account: TestAccount, file: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/files/${file}`, headers: account.auth });

  it('ends the presented token on the profile and private files, while another device stays signed in', async () => {
    const phone = await createAccount(ctx, 'User');
    const laptop = await login(ctx, phone.email);
    const body = multipart('image', 'cv.pdf', 'application/pdf', samplePdf);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/resume-image',
      payload: body.payload,
      headers: { ...body.headers, ...phone.auth },
    });
    const file = upload.json().data.path as string;
    expect((await download(phone, file)).statusCode).toBe(200);

    const out = await logout(phone.auth);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out successfully' });

    const after = await profile(phone);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Your session has expired. Please log in again.' });
    expect((await download(phone, file)).statusCode).toBe(401);

    expect((await profile(laptop)).statusCode).toBe(200);
    expect((await download(laptop, file)).statusCode).toBe(200);
  });

  it('answers 200 again when the same token logs out twice', async () => {
    const account = await createAccount(ctx, 'User');
    expect((await logout(account.auth)).statusCode).toBe(200);
    const again = await logout(account.auth);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Logged out successfully' });
  });

  it('answers 401 without a token or with an invalid one', async () => {
    const none = await logout();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Please log in to continue.' });
    expect((await logout({ authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });
});

describe('revocations of expired tokens', () => {
  it('are purged by the housekeeping, while live ones stay', async () => {
    const ctx = await buildTestApp({ seed: false });
    try {
      const expired = '00000000-0000-4000-8000-000000000001';
      const live = '00000000-0000-4000-8000-000000000002';
      await ctx.app.db.insert(revokedTokens).values([
        { jti: expired, expiresAt: new Date(Date.now() - 1000) },
        { jti: live, expiresAt: new Date(Date.now() + 3_600_000) },
      ]);
      await ctx.app.housekeeping();
      const left = await ctx.app.db.select({ jti: revokedTokens.jti }).from(revokedTokens);
      expect(left.map((row) => row.jti)).toEqual([live]);
    } finally {
      await ctx.close();
    }
  });
});
