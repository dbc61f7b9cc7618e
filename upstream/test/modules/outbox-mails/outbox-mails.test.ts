import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { outboxMails } from '../../../src/db/schema';
import { claimDueMails, insertOutboxMail } from '../../../src/modules/outbox-mails/repository';
import { outboxMailsPart } from '../../../src/modules/privacy/parts/outbox-mails';
import type { MailMessage } from '../../../src/lib/mail-message';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { startMailCatcher, type MailCatcher } from '../../helpers/mail-catcher';
import { outboxDrained, until } from '../../helpers/outbox';

const minute = 60_000;
let smtp: MailCatcher;
let ctx: TestContext;
let staff: TestAccount;

const mail = (subject: string, to = 'someone@example.com'): MailMessage => ({
  to,
  subject,
  text: `${subject} (text)`,
  html: `<p>${subject}</p>`,
});
/** A mail queued in a transaction of its own (callers queue in the one of what causes the mail). */
const queue = (message: MailMessage) => ctx.app.db.transaction((tx) => ctx.app.mailer.queueIn(tx, message));
const rowOf = async (subject: string) =>
  (await ctx.app.db.select().from(outboxMails).where(eq(outboxMails.subject, subject)))[0];

beforeAll(async () => {
  smtp = await startMailCatcher();
  ctx = await buildTestApp({ seed: false, config: { SMTP_URL: smtp.url } });
  staff = await createAccount(ctx, 'Admin');
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});
beforeEach(() => {
  smtp.refuse(false);
  smtp.mails.length = 0;
});

describe('the mail outbox', () => {
  it('stores a queued mail, sends it right away, once, and keeps no copy', async () => {
    await queue(mail('Sent right away'));
    await smtp.waitFor('someone@example.com', /^Sent right away$/);
    await until(async () => !(await rowOf('Sent right away')));
    expect(await ctx.app.mailer.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.mails.filter((m) => m.subject === 'Sent right away')).toHaveLength(1);
  });

  it('sends a mail queued in a transaction once it commits, and never one whose transaction rolled back', async () => {
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await ctx.app.mailer.queueIn(tx, mail('Rolled back'));
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    await ctx.app.db.transaction((tx) => ctx.app.mailer.queueIn(tx, mail('Committed')));
    await smtp.waitFor('someone@example.com', /^Committed$/);
    // The mail server has it before the sender records it as sent: an hour later, a mail still
    // claimed would be past its lease and taken again (in real time the lease covers the record).
    await outboxDrained(ctx.app);
    await ctx.app.mailer.deliverDue(new Date(Date.now() + 60 * minute));
    expect(smtp.mails.map((m) => m.subject)).toEqual(['Committed']);
  });

  it('sends each mail once when instances claim together (FOR UPDATE SKIP LOCKED)', async () => {
    const other = await buildApp({ config: ctx.config, database: ctx.testDb.reopen() });
    await other.ready();
    try {
      const subjects = Array.from({ length: 45 }, (_, i) => `Claimed together ${i}`);
      // Stored as by a process that stopped before sending: nobody was woken for them.
      for (const subject of subjects) await insertOutboxMail(ctx.app.db, mail(subject));
      const reports = await Promise.all([
        ctx.app.mailer.deliverDue(),
        other.mailer.deliverDue(),
        ctx.app.mailer.deliverDue(),
        other.mailer.deliverDue(),
      ]);
      // An earlier test's wake-up may send a few of them too: what counts is that each went once.
      expect(reports.reduce((sum, r) => sum + (r.sent ?? 0), 0)).toBeLessThanOrEqual(45);
      await outboxDrained(ctx.app);
      expect(smtp.mails.map((m) => m.subject).sort()).toEqual([...subjects].sort());
    } finally {
      await other.close();
    }
  });

  it('retries a refused mail after 1, 5 and 30 minutes, then marks it failed; staff see it', async () => {
    smtp.refuse(true);
    await queue(mail('Never accepted', 'nobody@example.com'));
    await until(async () => Boolean((await rowOf('Never accepted'))?.lastError));
    let row = (await rowOf('Never accepted'))!;
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/busy/) });
    expect(row.nextAttemptAt.getTime() - row.lastAttemptAt!.getTime()).toBe(1 * minute);

    // Not due before its time.
    expect(await ctx.app.mailer.deliverDue(new Date(row.nextAttemptAt.getTime() - 1000))).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    for (const [attempt, waitMinutes] of [
      [2, 5],
      [3, 30],
    ] as const) {
      const report = await ctx.app.mailer.deliverDue(row.nextAttemptAt);
      expect(report).toEqual({ sent: 0, retrying: 1, failed: 0 });
      row = (await rowOf('Never accepted'))!;
      expect(row.attempts).toBe(attempt);
      expect(row.nextAttemptAt.getTime() - row.lastAttemptAt!.getTime()).toBe(waitMinutes * minute);
    }
    expect(await ctx.app.mailer.deliverDue(row.nextAttemptAt)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await rowOf('Never accepted')).toMatchObject({ status: 'failed', attempts: 4 });
    // Failed for good: no later run takes it.
    expect((await ctx.app.mailer.deliverDue(new Date(Date.now() + 24 * 60 * minute))).failed).toBe(0);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox-mails/failed', headers: staff.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, page: 1 });
    expect(list.json().data).toEqual([
      {
        _id: expect.any(String),
        to: 'nobody@example.com',
        subject: 'Never accepted',
        attempts: 4,
        lastError: expect.stringMatching(/busy/),
        createdAt: expect.any(String),
        lastAttemptAt: expect.any(String),
      },
    ]);
    expect(smtp.mails).toEqual([]);
  });

  it('sends a refused mail on a later attempt once the server takes it again', async () => {
    smtp.refuse(true);
    await queue(mail('Accepted later'));
    await until(async () => Boolean((await rowOf('Accepted later'))?.lastError));
    smtp.refuse(false);
    const due = (await rowOf('Accepted later'))!.nextAttemptAt;
    expect(await ctx.app.mailer.deliverDue(due)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.mails.map((m) => m.subject)).toEqual(['Accepted later']);
    expect(await rowOf('Accepted later')).toBeUndefined();
  });

  it('loses no mail when the process dies between the commit and the send: the next start sends it', async () => {
    // Committed with what caused it, then the process died before sending.
    await ctx.app.db.transaction((tx) => insertOutboxMail(tx, mail('Left by a crash')));
    const restarted = await buildApp({ config: ctx.config, database: ctx.testDb.reopen() });
    await restarted.ready();
    try {
      await smtp.waitFor('someone@example.com', /^Left by a crash$/);
    } finally {
      await restarted.close();
    }
  });

  it('takes again, after its lease, a mail whose sender died mid-send', async () => {
    await insertOutboxMail(ctx.app.db, mail('Claimed then crashed'));
    const now = new Date();
    // Claimed by a process that died before it could send or record anything.
    expect(await claimDueMails(ctx.app.db, now, 15 * minute, 100)).toHaveLength(1);
    expect((await ctx.app.mailer.deliverDue(new Date(now.getTime() + 14 * minute))).sent).toBe(0);
    expect((await ctx.app.mailer.deliverDue(new Date(now.getTime() + 16 * minute))).sent).toBe(1);
    expect(smtp.mails.map((m) => m.subject)).toEqual(['Claimed then crashed']);
  });

  it('keeps a failed mail on the staff list for 30 days, then housekeeping removes it', async () => {
    const [row] = await ctx.app.db
      .insert(outboxMails)
      .values({
        toAddress: 'old@example.com',
        subject: 'Failed long ago',
        message: mail('Failed long ago'),
        status: 'failed',
      })
      .returning();
    expect((await ctx.app.housekeeping()).failedMails).toBe(0);
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * minute);
    await ctx.app.db
      .update(outboxMails)
      .set({ createdAt: daysAgo(31) })
      .where(eq(outboxMails.id, row!.id));
    expect((await ctx.app.housekeeping()).failedMails).toBe(1);
    expect(await rowOf('Failed long ago')).toBeUndefined();
  });

  it('lists failed mails to staff only: 401 anonymous, 403 a candidate', async () => {
    const candidate = await createAccount(ctx, 'User');
    const url = '/api/admin/outbox-mails/failed';
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url, headers: candidate.auth })).statusCode).toBe(403);
    const bad = await ctx.app.inject({ method: 'GET', url: `${url}?pageSize=1000`, headers: staff.auth });
    expect(bad.statusCode).toBe(400);
  });

  it("exports and erases the mails waiting for, or failed to reach, a person's address, and only theirs", async () => {
    const candidate = await createAccount(ctx, 'User');
    // Its sign-up mail first, so that only the two below stay in the outbox.
    await smtp.waitFor(candidate.email, /./);
    smtp.refuse(true);
    await queue(mail('Not reached yet', candidate.email.toUpperCase()));
    await queue(mail('To someone else', 'other@example.com'));
    await until(async () =>
      Boolean((await rowOf('Not reached yet'))?.lastError && (await rowOf('To someone else'))?.lastError),
    );
    const { data } = await outboxMailsPart.collect(ctx.app.db, candidate.id);
    expect(data).toEqual([
      {
        to: candidate.email.toUpperCase(),
        subject: 'Not reached yet',
        status: 'pending',
        queuedAt: expect.any(String),
      },
    ]);
    expect(await ctx.app.db.transaction((tx) => outboxMailsPart.erase(tx, candidate.id))).toEqual({ count: 1 });
    expect(await rowOf('Not reached yet')).toBeUndefined();
    expect(await rowOf('To someone else')).toBeDefined();
  });
});
