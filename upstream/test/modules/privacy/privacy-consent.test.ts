import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { consentMessages, consentTextVersion } from '@contracts/privacy/consent';
import { applications, consents, users } from '../../../src/db/schema';
import { testPassword } from '../../helpers/accounts';
import { validApplication } from '../../helpers/application';
import { privacyWorld } from './privacy-world';

const { ctx, jobs, candidate } = await privacyWorld();
afterAll(() => ctx.close());

describe('consent', () => {
  it('refuses a sign-up without the ticked consent box (400, nothing stored) and records a given one with its version', async () => {
    const email = `consent-${Date.now()}@example.com`;
    const base = { userType: 'User', name: 'Maria Santos', email, phone: '09171234567', password: testPassword };
    for (const consent of [undefined, false, 'true', 1]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...base, consent } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.consent).toBe(consentMessages.required);
    }
    expect(await ctx.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...base, consent: true },
    });
    expect(res.statusCode).toBe(201);
    const [user] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    const recorded = await ctx.app.db.select().from(consents).where(eq(consents.userId, user!.id));
    expect(recorded).toEqual([
      expect.objectContaining({
        kind: 'signup',
        applicationId: null,
        textVersion: consentTextVersion,
        retentionMonths: 24,
      }),
    ]);
    expect(Math.abs(recorded[0]!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('refuses an application without consent (400, nothing stored) and records the consent of one sent', async () => {
    const { account } = await candidate();
    const payload = await validApplication(ctx, account, { jobId: jobs[1]!._id });
    const without: Record<string, unknown> = { ...payload };
    delete without.consent;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/apply-job',
      payload: without,
      headers: account.auth,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.consent).toBe(consentMessages.required);
    expect(await ctx.app.db.select().from(applications).where(eq(applications.userId, account.id))).toEqual([]);

    const sent = await ctx.app.inject({ method: 'POST', url: '/api/apply-job', payload, headers: account.auth });
    expect(sent.statusCode).toBe(201);
    const recorded = await ctx.app.db
      .select()
      .from(consents)
      .where(eq(consents.applicationId, sent.json().data._id as string));
    expect(recorded).toEqual([
      expect.objectContaining({ userId: account.id, kind: 'application', textVersion: consentTextVersion }),
    ]);
  });
});
