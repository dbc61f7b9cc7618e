import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optInWording } from '@contracts/text-messages/opt-ins';
import { optInChanges, users } from '../../../src/db/schema';
import { invalidPhoneNumberMessage, isOptedIn, recordOptInChoice } from '../../../src/modules/text-messages';
import { answerReply } from '../../../src/modules/text-messages/replies';
import { createAccount, login, testPassword, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { unzip } from '../../helpers/unzip';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
});
afterAll(() => ctx?.close());

const signUp = (fields: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      userType: 'User',
      name: 'Maria Santos',
      email: `maria-${randomUUID().slice(0, 8)}@example.com`,
      password: testPassword,
      consent: true,
      ...fields,
    },
  });
const changesOf = (userId: string) =>
  ctx.app.db
    .select()
    .from(optInChanges)
    .where(eq(optInChanges.userId, userId))
    .orderBy(optInChanges.createdAt, optInChanges.seq);
const myOptIns = (account: TestAccount) =>
  ctx.app.inject({ method: 'GET', url: '/api/text-messages/opt-ins', headers: account.auth });
const change = (account: TestAccount, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/text-messages/opt-ins', headers: account.auth, payload });

/** A verified candidate signed up with `phone` and the given boxes. */
async function candidateWith(phone: string, boxes: Record<string, boolean> = {}) {
  const email = `cand-${randomUUID().slice(0, 8)}@example.com`;
  const res = await signUp({ email, phone, ...boxes });
  expect(res.statusCode).toBe(201);
  await ctx.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
  return login(ctx, email);
}

describe('the SMS and WhatsApp boxes', () => {
  it('records nothing when sign-up leaves the boxes unticked (the default)', async () => {
    const account = await candidateWith('09171234567');
    expect(await changesOf(account.id)).toEqual([]);
    expect((await myOptIns(account)).json().data).toEqual({
      phoneNumber: '+639171234567',
      sms: false,
      whatsapp: false,
    });
  });

  it('records a ticked sign-up box with the number in E.164, the wording shown and where', async () => {
    const account = await candidateWith('0917 123 4568'.replace(/ /g, ''), { smsOptIn: true });
    const [row, ...rest] = await changesOf(account.id);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      phoneNumber: '+639171234568',
      channel: 'sms',
      choice: 'opt-in',
      wording: optInWording.sms,
      source: 'sign-up',
    });
    expect((await myOptIns(account)).json().data).toMatchObject({ sms: true, whatsapp: false });
  });

  it('refuses a sign-up that ticks a box for a number that is not a PH or UAE mobile, creating no account', async () => {
    const email = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const res = await signUp({ email, phone: '4155550123', whatsappOptIn: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { phone: invalidPhoneNumberMessage } });
    expect(await ctx.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('ticks and clears a box on the profile, each change kept with its wording and source', async () => {
    const account = await candidateWith('971501234567');
    const on = await change(account, { channel: 'whatsapp', optedIn: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toEqual({ phoneNumber: '+971501234567', sms: false, whatsapp: true });
    const off = await change(account, { channel: 'whatsapp', optedIn: false });
    expect(off.json().data.whatsapp).toBe(false);
    expect((await changesOf(account.id)).map((row) => [row.channel, row.choice, row.source, row.wording])).toEqual([
      ['whatsapp', 'opt-in', 'profile', optInWording.whatsapp],
      ['whatsapp', 'opt-out', 'profile', optInWording.whatsapp],
    ]);
  });

  it('of two choices recorded at the same instant, the one recorded last decides (a tick, then a STOP)', async () => {
    const account = await candidateWith('09175550999');
    const now = new Date('2026-12-06T08:00:00.123Z');
    for (const [first, last] of [
      [true, false],
      [false, true],
      [true, false],
    ]) {
      await recordOptInChoice(ctx.app.db, {
        userId: account.id,
        phone: '+639175550999',
        optedIn: first!,
        source: 'profile',
        now,
      });
      await recordOptInChoice(ctx.app.db, {
        userId: account.id,
        phone: '+639175550999',
        optedIn: last!,
        source: 'profile',
        now,
      });
      expect(await isOptedIn(ctx.app.db, '+639175550999')).toBe(last);
    }
    // A STOP in the same millisecond as a tick on the profile.
    await recordOptInChoice(ctx.app.db, {
      userId: account.id,
      phone: '+639175550999',
      optedIn: true,
      source: 'profile',
      now,
    });
    await answerReply(ctx.app.db, { from: '+639175550999', text: 'STOP', agencyContact: 'x@example.com', now });
    expect(await isOptedIn(ctx.app.db, '+639175550999')).toBe(false);
  });

  it('answers 400 with the message, and records nothing, when the account number cannot take messages', async () => {
    const account = await createAccount(ctx, 'User'); // phone 0971555012: one digit short of a PH mobile
    const res = await change(account, { channel: 'sms', optedIn: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: invalidPhoneNumberMessage,
      errors: { phone: invalidPhoneNumberMessage },
    });
    expect(await changesOf(account.id)).toEqual([]);
    expect((await myOptIns(account)).json().data).toEqual({ phoneNumber: null, sms: false, whatsapp: false });
  });

  it('refuses an unknown channel with a 400, and employers with a 403', async () => {
    const account = await candidateWith('09171234569');
    expect((await change(account, { channel: 'pigeon', optedIn: true })).statusCode).toBe(400);
    const employer = await createAccount(ctx, 'Employer');
    expect((await change(employer, { channel: 'sms', optedIn: true })).statusCode).toBe(403);
  });

  it('lists every change in the data export', async () => {
    const account = await candidateWith('09171234570', { smsOptIn: true, whatsappOptIn: true });
    await change(account, { channel: 'sms', optedIn: false });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/privacy/export', headers: account.auth });
    const data = JSON.parse((await unzip(res.rawPayload)).get('data.json')!.toString('utf8'));
    expect(
      data.textMessages.optInChanges.map((c: { channel: string; choice: string; source: string }) => [
        c.channel,
        c.choice,
        c.source,
      ]),
    ).toEqual([
      ['sms', 'opt-in', 'sign-up'],
      ['whatsapp', 'opt-in', 'sign-up'],
      ['sms', 'opt-out', 'profile'],
    ]);
  });
});
