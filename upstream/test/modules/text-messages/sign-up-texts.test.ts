import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { userTokens, users } from '../../../src/db/schema';
import { testPassword } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { spyOnMail } from '../interviews/interview-world';
import { deliverQueuedSms, replyBySms, smsOnConfig, textsTo } from './texts-world';

const ctx = await buildTestApp({ seed: false, config: await smsOnConfig() });
afterAll(() => ctx.close());
const mails = spyOnMail(ctx);
const verifyMailsTo = (email: string) => mails.filter((m) => m.to === email && /^Verify your email/.test(m.subject));

const signUp = async (email: string, phone: string, boxes: Record<string, boolean> = {}) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { userType: 'User', name: 'Maria Santos', email, phone, password: testPassword, consent: true, ...boxes },
  });
  expect(res.statusCode, res.body).toBe(201);
};
const newEmail = () => `maria-${randomUUID().slice(0, 8)}@example.com`;
const maria = newEmail();

describe('the sign-up verification by SMS', () => {
  it('texts a candidate who ticked SMS at once (urgent), pointing to the mail, which goes as well', async () => {
    const before = Date.now();
    await signUp(maria, '09175550401', { smsOptIn: true });
    const [sms, ...more] = await textsTo(ctx, 'signUpVerification', '+639175550401');
    expect(more).toEqual([]);
    expect(sms!.channel).toBe('sms');
    expect(sms!.body).toBe(
      `Bayanihan Gulf Careers: verify your account with the link we emailed you, then sign in at ${ctx.config.PUBLIC_URL}/`,
    );
    expect(sms!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(sms!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The mail already went beside it: a failed SMS sends no second one.
    expect(sms!.fallbackMail).toBeNull();
    expect(verifyMailsTo(maria)).toHaveLength(1);
    expect(verifyMailsTo(maria)[0]!.text).toContain('/verify-email/');
  });

  it('only mails a candidate who left the box unticked', async () => {
    const email = newEmail();
    await signUp(email, '09175550402');
    expect(verifyMailsTo(email)).toHaveLength(1);
    expect(await textsTo(ctx, 'signUpVerification', '+639175550402')).toEqual([]);
  });

  it('after a STOP reply, sends the next verification link by mail only', async () => {
    await replyBySms(ctx, '+639175550401', 'STOP');
    // The SMS queued before it is not sent, and no second mail goes in its place.
    await deliverQueuedSms(ctx, 'signUpVerification', '+639175550401');
    expect((await textsTo(ctx, 'signUpVerification', '+639175550401'))[0]).toMatchObject({
      state: 'failed',
      sentAt: null,
    });
    expect(verifyMailsTo(maria)).toHaveLength(1);
    // The first link is older than the 10 minutes within which no second one goes.
    const [user] = await ctx.app.db.select().from(users).where(eq(users.email, maria));
    await ctx.app.db
      .update(userTokens)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(userTokens.userId, user!.id));
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: maria, password: testPassword },
    });
    expect(login.statusCode).toBe(403);
    expect(verifyMailsTo(maria)).toHaveLength(2);
    expect(await textsTo(ctx, 'signUpVerification', '+639175550401')).toHaveLength(1);
  });
});
