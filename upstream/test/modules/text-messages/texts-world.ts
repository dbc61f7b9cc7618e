import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { textMessages, users } from '../../../src/db/schema';
import type { TestAccount } from '../../helpers/accounts';
import type { TestContext } from '../../helpers/build-test-app';
import { freePort } from '../../helpers/kannel';
import { until } from '../../helpers/outbox';

export const callbackSecret = 'kannel-callback-secret-for-the-tests-0123';

/** SMS on, its gateway down: the SMS stay queued where the test reads them. */
export async function smsOnConfig(): Promise<Record<string, string>> {
  return {
    SMS_GATEWAY_URL: `http://127.0.0.1:${await freePort()}/cgi-bin/sendsms`,
    SMS_GATEWAY_USER: 'product',
    SMS_GATEWAY_PASSWORD: 'sendsms-password',
    SMS_SENDER_ID: 'BayanihanGC',
    SMS_CALLBACK_SECRET: callbackSecret,
  };
}

/** The account's mobile (a Philippine local number) and, when `optIn`, its `channel` box ticked on the profile. */
export async function givePhone(
  ctx: TestContext,
  account: TestAccount,
  localNumber: string,
  optIn: boolean,
  channel: 'sms' | 'whatsapp' = 'sms',
) {
  await ctx.app.db.update(users).set({ phone: localNumber }).where(eq(users.id, account.id));
  if (!optIn) return;
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/text-messages/opt-ins',
    headers: account.auth,
    payload: { channel, optedIn: true },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A reply from the phone, as Kannel's sms-service hands it over. */
export async function replyBySms(ctx: TestContext, from: string, text: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/text-messages/kannel/${callbackSecret}/inbound`,
    query: { from, text },
  });
  expect(res.statusCode).toBe(200);
}

/** The texts of a kind queued to a number (E.164). */
export const textsTo = (ctx: TestContext, kind: string, toNumber: string) =>
  ctx.app.db
    .select()
    .from(textMessages)
    .where(and(eq(textMessages.kind, kind), eq(textMessages.toNumber, toNumber)))
    .orderBy(textMessages.createdAt);

/**
 * Hands the number's queued texts of a kind to delivery an hour past their time (past quiet hours, and
 * past a retry the background delivery may have set meanwhile) until none is left queued.
 */
export async function deliverQueuedSms(ctx: TestContext, kind: string, toNumber: string) {
  await until(async () => {
    const rows = await textsTo(ctx, kind, toNumber);
    const latest = Math.max(Date.now(), ...rows.map((row) => row.nextAttemptAt.getTime()));
    await ctx.app.messenger.deliverSmsDue(new Date(latest + 3_600_000));
    return (await textsTo(ctx, kind, toNumber)).every((row) => row.state !== 'queued');
  });
}
