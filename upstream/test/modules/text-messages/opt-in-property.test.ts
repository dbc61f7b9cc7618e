import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textMessages } from '../../../src/db/schema';
import { recordOptInChoice, textMessageOf } from '../../../src/modules/text-messages';
import { answerReply } from '../../../src/modules/text-messages/replies';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { until } from '../../helpers/outbox';

let ctx: TestContext;
let candidate: TestAccount;
let gateway: Server;
/** The model: whether each number's latest choice is an opt-in, as the test made them. */
const optedIn = new Map<string, boolean>();
/** Hand-overs to the gateway for a number the model says had not opted in (must stay empty). */
const violations: string[] = [];
const handedOver: string[] = [];

type Op =
  | { op: 'tick' | 'untick' | 'stop' | 'hinto' | 'start'; who: number }
  | { op: 'send'; who: number; night: boolean }
  | { op: 'deliver' };

const ops: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constantFrom('tick', 'untick', 'stop', 'hinto', 'start'), who: fc.nat(1) }),
  fc.record({ op: fc.constant('send'), who: fc.nat(1), night: fc.boolean() }),
  fc.record({ op: fc.constant('deliver') }),
) as fc.Arbitrary<Op>;

let numbers = 9180000000;
let sends = 0;
/**
 * A day in Manila (past: due at once, whenever the test runs), a night (held by quiet hours) and the
 * morning after everything held may go. Never the real clock: at night in Manila it would hold too.
 */
const day = new Date('2026-01-05T10:00:00+08:00');
const night = new Date('2031-05-01T23:00:00+08:00');
const morning = new Date('2031-05-02T09:00:00+08:00');

async function apply(step: Op, people: string[]) {
  if (step.op === 'deliver') return void (await ctx.app.messenger.deliverSmsDue(morning));
  const to = people[step.who]!;
  if (step.op === 'tick' || step.op === 'untick') {
    const optedInNow = step.op === 'tick';
    await recordOptInChoice(ctx.app.db, { userId: candidate.id, phone: to, optedIn: optedInNow, source: 'profile' });
    optedIn.set(to, optedInNow);
  } else if (step.op === 'send') {
    const position = `Position ${(sends += 1)}`;
    const channel = await ctx.app.db.transaction((tx) =>
      ctx.app.messenger.queueIn(
        tx,
        textMessageOf('offerMade', {
          userId: candidate.id,
          mail: { to: candidate.email, subject: position, text: position, html: position },
          to,
          params: { position, link: 'https://bgc.example/o' },
          now: step.night ? night : day,
        }),
      ),
    );
    expect(channel).toBe(optedIn.get(to) ? 'sms' : 'email');
    // A message due now is handed over at once (after the commit): wait, so later steps do not race it.
    if (channel === 'sms' && !step.night) {
      await until(async () => {
        const [row] = await ctx.app.db
          .select()
          .from(textMessages)
          .where(eq(textMessages.body, smsOf(position)));
        return row?.state !== 'queued';
      });
    }
  } else {
    const text = { stop: 'STOP', hinto: 'Hinto', start: 'start' }[step.op];
    await answerReply(ctx.app.db, { from: to, text, agencyContact: 'x@example.com', now: new Date() });
    optedIn.set(to, step.op === 'start');
  }
}
const smsOf = (position: string) =>
  `Bayanihan Gulf Careers: you have a job offer for ${position}. Read and answer it at https://bgc.example/o`;

beforeAll(async () => {
  gateway = createServer((request, response) => {
    const to = new URL(request.url!, 'http://x').searchParams.get('to')!;
    handedOver.push(to);
    if (!optedIn.get(to)) violations.push(to);
    response.writeHead(202).end('0: Accepted for delivery');
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  ctx = await buildTestApp({
    seed: false,
    config: {
      SMS_GATEWAY_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/cgi-bin/sendsms`,
      SMS_GATEWAY_USER: 'product',
      SMS_GATEWAY_PASSWORD: 'sendsms-password',
      SMS_SENDER_ID: 'BayanihanGC',
      SMS_CALLBACK_SECRET: 'kannel-callback-secret-for-the-tests-0123',
    },
  });
  candidate = await createAccount(ctx, 'User');
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => gateway?.close(resolve));
});

describe('opt-in, STOP and START as a property', () => {
  it('never hands a message to the gateway for a number without opt-in; STOP acts before the next one', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ops, { minLength: 1, maxLength: 12 }), async (steps) => {
        const people = [`+63${(numbers += 1)}`, `+63${(numbers += 1)}`];
        violations.length = 0;
        for (const step of steps) await apply(step, people);
        // Everything still held goes (or is stopped) in the morning.
        await ctx.app.messenger.deliverSmsDue(morning);
        expect(violations).toEqual([]);
        const rows = await ctx.app.db.select().from(textMessages);
        for (const row of rows.filter((r) => people.includes(r.toNumber))) {
          expect(['sent', 'failed']).toContain(row.state);
        }
      }),
      { numRuns: 25 },
    );
    // The property was not vacuous: messages reached the gateway.
    expect(handedOver.length).toBeGreaterThan(0);
  }, 120_000);
});
