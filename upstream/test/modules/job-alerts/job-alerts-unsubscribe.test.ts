import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { jobAlertMessages } from '@contracts/job-alerts/alert';
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
  createAlert,
  unsubscribe,
  publishJob,
  digestsTo,
  digest,
  candidateWithAlert,
  close,
} = await jobAlertsWorld();
afterAll(close);

describe('unsubscribing', () => {
  it('works without login through POST with the signed token; GET does nothing; forged tokens are refused', async () => {
    const { candidate, alertId } = await candidateWithAlert({ position: position(8)._id });
    const started = await smtp.waitFor(candidate.email, /Your job alert is on/);
    expect(started.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const token = linkIn(started, `${publicUrl}/job-alerts/unsubscribe?token=`).searchParams.get('token')!;

    const get = await ctx.app.inject({ method: 'GET', url: `/api/job-alerts/unsubscribe?token=${token}` });
    expect(get.statusCode).toBe(404);
    const [id, signature] = token.split('.');
    const other = (await candidateWithAlert({ position: position(9)._id })).alertId;
    for (const forged of [`${id}.${'A'.repeat(43)}`, `${other}.${signature}`, id!, `${token}.x`, 'nonsense']) {
      const res = await unsubscribe(forged);
      expect(res.statusCode, forged).toBe(400);
      expect(res.json().message).toBe(jobAlertMessages.badUnsubscribeLink);
    }
    expect(await ctx.app.db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId))).toHaveLength(1);

    const res = await unsubscribe(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: jobAlertMessages.unsubscribed });
    expect(await ctx.app.db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId))).toEqual([]);
    expect((await unsubscribe(token)).statusCode).toBe(200);

    await publishJob({ position: 8 });
    await digest();
    expect(digestsTo(candidate.email)).toEqual([]);
  });
});

describe("a candidate's own alerts", () => {
  it('lists and deletes only their own: another candidate gets 404, a visitor 401, an employer 403', async () => {
    const { candidate, alertId } = await candidateWithAlert({ q: 'housekeeping', location: location(2)._id });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/job-alerts', headers: candidate.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      {
        _id: alertId,
        q: 'housekeeping',
        position: null,
        location: { _id: location(2)._id, name: location(2).name },
        confirmed: true,
        createdAt: expect.any(String),
      },
    ]);

    const other = await createAccount(ctx, 'User');
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/job-alerts', headers: other.auth });
    expect(theirs.json().data).toEqual([]);
    const steal = await ctx.app.inject({ method: 'DELETE', url: `/api/job-alerts/${alertId}`, headers: other.auth });
    expect(steal.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/job-alerts' })).statusCode).toBe(401);
    const employer = await createAccount(ctx, 'Employer');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/job-alerts', headers: employer.auth })).statusCode).toBe(
      403,
    );
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/job-alerts/nope', headers: candidate.auth })).statusCode,
    ).toBe(400);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/job-alerts/${alertId}`,
      headers: candidate.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: jobAlertMessages.deleted });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/job-alerts', headers: candidate.auth })).json().data,
    ).toEqual([]);
  });

  it("includes a visitor alert made with the candidate's own email", async () => {
    const candidate = await createAccount(ctx, 'User');
    expect((await createAlert({ email: candidate.email, q: 'steward' })).statusCode).toBe(201);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/job-alerts', headers: candidate.auth });
    expect(list.json().data).toMatchObject([{ q: 'steward', confirmed: false }]);
  });
});
