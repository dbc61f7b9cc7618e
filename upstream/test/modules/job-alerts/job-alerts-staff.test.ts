import { afterAll, describe, expect, it } from 'vitest';
import { jobAlertMessages } from '@contracts/job-alerts/alert';
import type { TestAccount } from '../../helpers/accounts';
import { jobAlertsWorld } from './job-alerts-world';

const { ctx, staff, position, visitorEmail, createAlert, candidateWithAlert, close } = await jobAlertsWorld();
afterAll(close);

describe('staff', () => {
  const staffCall = (method: 'GET' | 'DELETE', url: string, account: TestAccount | null = staff) =>
    ctx.app.inject({ method, url: `/api/admin/job-alerts${url}`, headers: account?.auth ?? {} });

  it("find an address's alerts, candidates' and visitors', and stop one for the person who asks", async () => {
    const { candidate, alertId } = await candidateWithAlert({ position: position(9)._id, q: 'sommelier' });
    const visitor = visitorEmail();
    expect((await createAlert({ email: visitor, q: 'butler' })).statusCode).toBe(201);

    const found = await staffCall('GET', `?email=${encodeURIComponent(candidate.email.toUpperCase())}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ total: 1, page: 1 });
    expect(found.json().data).toEqual([
      {
        _id: alertId,
        email: candidate.email.toLowerCase(),
        forCandidate: true,
        q: 'sommelier',
        position: { _id: position(9)._id, name: position(9).name },
        location: null,
        confirmed: true,
        lastSentAt: null,
        createdAt: expect.any(String),
      },
    ]);
    const visitors = (await staffCall('GET', `?email=${encodeURIComponent(visitor)}`)).json().data;
    expect(visitors).toMatchObject([{ email: visitor, forCandidate: false, confirmed: false, q: 'butler' }]);
    // The address is matched literally: % and _ are not wildcards.
    expect((await staffCall('GET', '?email=%25')).json().total).toBe(0);
    // Newest first over everything when no address is given.
    const all = (await staffCall('GET', '?pageSize=2')).json();
    expect(all.data).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.data[0].email).toBe(visitor);

    const removed = await staffCall('DELETE', `/${alertId}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: jobAlertMessages.deleted });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/job-alerts', headers: candidate.auth })).json().data,
    ).toEqual([]);
    expect((await staffCall('DELETE', `/${alertId}`)).statusCode).toBe(404);
  });

  it('are the only ones who see or stop alerts there; bad input is a 400', async () => {
    const { candidate, alertId } = await candidateWithAlert({ q: 'concierge' });
    expect((await staffCall('GET', '', null)).statusCode).toBe(401);
    expect((await staffCall('GET', '', candidate)).statusCode).toBe(403);
    expect((await staffCall('DELETE', `/${alertId}`, candidate)).statusCode).toBe(403);
    expect((await staffCall('DELETE', '/not-an-id')).statusCode).toBe(400);
    expect((await staffCall('GET', `?email=${'a'.repeat(300)}`)).statusCode).toBe(400);
    expect((await staffCall('GET', '?page=0')).statusCode).toBe(400);
    // Nothing was removed by the refused calls.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/job-alerts', headers: candidate.auth })).json().data,
    ).toHaveLength(1);
  });
});
