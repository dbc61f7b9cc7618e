import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { jobAlertMessages, jobAlertRules } from '@contracts/job-alerts/alert';
import { jobAlerts } from '../../../src/db/schema';
import { createAccount } from '../../helpers/accounts';
import { linkIn } from '../../helpers/mail-catcher';
import { jobAlertsWorld } from './job-alerts-world';

const {
  ctx,
  smtp,
  publicUrl,
  position,
  location,
  visitorEmail,
  createAlert,
  confirm,
  publishJob,
  mailsTo,
  digestsTo,
  digest,
  candidateWithAlert,
  jobLinks,
  close,
} = await jobAlertsWorld();
afterAll(close);

describe('a visitor saves a job alert (double opt-in)', () => {
  it('mails a confirmation link, sends no digest before it is followed, and the link works once', async () => {
    const email = visitorEmail();
    const res = await createAlert({ email: email.toUpperCase(), q: 'Barista!!', position: position(1)._id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      message: jobAlertMessages.confirmSent,
      data: { _id: expect.any(String), confirmed: false },
    });
    const mail = await smtp.waitFor(email, /Confirm your job alert/);
    expect(mail.text).toContain(`${position(1).name}, "barista"`);
    const link = linkIn(mail, `${publicUrl}/job-alerts/confirm?token=`);
    const [stored] = await ctx.app.db.select().from(jobAlerts).where(eq(jobAlerts.email, email));
    // Only the token's hash is stored.
    expect(stored!.confirmTokenHash).not.toBe(link.searchParams.get('token'));
    expect(stored!.confirmedAt).toBeNull();

    await publishJob({ title: 'Barista Before Confirmation', position: 1 });
    await digest();
    expect(digestsTo(email)).toEqual([]);

    const confirmed = await confirm(link.searchParams.get('token')!);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: jobAlertMessages.confirmed });
    await smtp.waitFor(email, /Your job alert is on/);
    const again = await confirm(link.searchParams.get('token')!);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(jobAlertMessages.badConfirmLink);

    // Jobs published before the confirmation are not new to it; one published after is.
    const after = await publishJob({ title: 'Barista After Confirmation', position: 1 });
    expect((await digest()).mailsQueued).toBeGreaterThanOrEqual(1);
    const [sent] = digestsTo(email);
    expect(jobLinks(sent!)).toEqual([after.slug]);
  });

  it('refuses forged, altered and expired confirmation tokens', async () => {
    const email = visitorEmail();
    expect((await createAlert({ email, q: 'sommelier' })).statusCode).toBe(201);
    const token = linkIn(
      await smtp.waitFor(email, /Confirm your job alert/),
      `${publicUrl}/job-alerts/confirm?token=`,
    ).searchParams.get('token')!;
    for (const forged of ['x'.repeat(43), `${token.slice(0, -2)}AA`, 'a'.repeat(201), '']) {
      const res = await confirm(forged);
      expect(res.statusCode, forged).toBe(400);
    }
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/job-alerts/confirm', payload: { token: 42 } })).statusCode,
    ).toBe(400);
    await ctx.app.db
      .update(jobAlerts)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(jobAlerts.email, email));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(jobAlertMessages.badConfirmLink);
    // The digest drops visitors' alerts never confirmed in time.
    const report = await digest();
    expect(report.unconfirmedRemoved).toBeGreaterThanOrEqual(1);
    expect(await ctx.app.db.select().from(jobAlerts).where(eq(jobAlerts.email, email))).toEqual([]);
  });

  it('refuses bad input with a 400 and stores nothing', async () => {
    const email = visitorEmail();
    const cases: object[] = [
      {},
      { q: 'waiter' },
      { email: 'not-an-email' },
      { email, position: 'not-a-uuid' },
      { email, position: '00000000-0000-4000-8000-000000000000' },
      { email, location: location(0)._id.replace(/.$/, 'x') },
      { email, q: 'w'.repeat(101) },
      { email, q: ['waiter'] },
    ];
    for (const payload of cases) {
      const res = await createAlert(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await ctx.app.db.select().from(jobAlerts).where(eq(jobAlerts.email, email))).toEqual([]);
  });

  it('keeps one alert per search and email, and at most the maximum per email, even when asked at once', async () => {
    const email = visitorEmail();
    expect((await createAlert({ email, q: 'chef' })).statusCode).toBe(201);
    // The same search again (written differently) is the same alert: no second row, no second mail within minutes.
    expect((await createAlert({ email, q: '  CHEF ' })).statusCode).toBe(201);
    await smtp.waitFor(email, /Confirm your job alert/);
    const attempts = await Promise.all(
      Array.from({ length: jobAlertRules.maxPerEmail + 3 }, (_, i) => createAlert({ email, q: `cook${i}` })),
    );
    const rows = await ctx.app.db.select().from(jobAlerts).where(eq(jobAlerts.email, email));
    expect(rows).toHaveLength(jobAlertRules.maxPerEmail);
    const refused = attempts.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.json().message).toBe(jobAlertMessages.tooMany);
    expect(mailsTo(email).filter((m) => /Confirm/.test(m.subject)).length).toBeLessThanOrEqual(
      jobAlertRules.maxPerEmail,
    );
  });

  it('answers 409 to a candidate saving the same search twice, and 403 to an employer', async () => {
    const { candidate } = await candidateWithAlert({ location: location(1)._id });
    const again = await createAlert({ location: location(1)._id }, candidate);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(jobAlertMessages.duplicate);
    const employer = await createAccount(ctx, 'Employer');
    const res = await createAlert({ q: 'waiter', email: visitorEmail() }, employer);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(jobAlertMessages.notCandidate);
  });
});
