import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textMessages } from '../../../src/db/schema';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';

let ctx: TestContext;
let manager: TestAccount;
let recruiter: TestAccount;
const mail = { to: 'c@example.com', subject: 's', text: 't', html: '<p>t</p>' };

beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
  manager = await createAccount(ctx, 'Admin');
  recruiter = await createAccount(ctx, 'Admin', { staffRoles: ['Recruiter'] });
  const today = new Date();
  const at = (days: number) => new Date(today.getTime() - days * 86_400_000);
  await ctx.app.db.insert(textMessages).values([
    {
      channel: 'sms',
      toNumber: '+639171234567',
      body: 'a',
      state: 'failed',
      failureReason: 'not delivered to the phone: EXPIRED',
      attempts: 1,
      fallbackMail: mail,
      createdAt: at(0),
    },
    {
      channel: 'whatsapp',
      toNumber: '+971501234567',
      body: 'b',
      state: 'failed',
      failureReason: 'WhatsApp: 131047',
      kind: 'offerMade',
      attempts: 1,
      fallbackMail: mail,
      createdAt: at(1),
    },
    { channel: 'sms', toNumber: '+639171234568', body: 'c', state: 'delivered', attempts: 1, createdAt: at(0) },
    { channel: 'sms', toNumber: '+639171234569', body: 'd', state: 'sent', attempts: 1, createdAt: at(0) },
    // Older than the dashboard's 14 days.
    { channel: 'sms', toNumber: '+639171234560', body: 'e', state: 'delivered', attempts: 1, createdAt: at(30) },
  ]);
});
afterAll(() => ctx?.close());

describe('failed text messages and their counts, for staff', () => {
  it('lists failed and undelivered texts newest first with the reason, the number masked', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/text-messages/failed', headers: manager.auth });
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json();
    expect(total).toBe(2);
    expect(
      data.map((t: { channel: string; to: string; reason: string; mailSentInstead: boolean }) => [
        t.channel,
        t.to,
        t.reason,
        t.mailSentInstead,
      ]),
    ).toEqual([
      ['sms', '+63 ••• 4567', 'not delivered to the phone: EXPIRED', true],
      ['whatsapp', '+971 ••• 4567', 'WhatsApp: 131047', true],
    ]);
    expect(res.body).not.toContain('9171234567');
  });

  it('answers 403 to staff without the operations permission, and 400 to a bad page', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/text-messages/failed', headers: recruiter.auth }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/text-messages/failed?page=0', headers: manager.auth }))
        .statusCode,
    ).toBe(400);
  });

  it('counts texts per channel and UAE day on the dashboard, over the last 14 days', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: manager.auth });
    const counts = res.json().data.textMessagesPerDay as {
      channel: string;
      sent: number;
      delivered: number;
      failed: number;
    }[];
    const total = (channel: string, key: 'sent' | 'delivered' | 'failed') =>
      counts.filter((c) => c.channel === channel).reduce((sum, c) => sum + c[key], 0);
    expect([total('sms', 'sent'), total('sms', 'delivered'), total('sms', 'failed')]).toEqual([1, 1, 1]);
    expect(total('whatsapp', 'failed')).toBe(1);
    expect(counts.length).toBeGreaterThanOrEqual(2);
  });
});
