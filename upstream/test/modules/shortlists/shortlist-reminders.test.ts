import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteSettingsContentSchema } from '@contracts/content/site-settings';
import { buildApp } from '../../../src/app';
import { shortlistCandidates, shortlists } from '../../../src/db/schema';
import { remindUndecidedShortlists } from '../../../src/modules/shortlists/reminders';
import { getSiteSettings } from '../../../src/modules/content/service';
import { upsertContentDocument } from '../../../src/modules/content/repository';
import { scheduledTasks } from '../../../src/modules/scheduler/tasks';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { portalWorld, type PortalWorld } from '../../helpers/employer-portal';
import { startMailCatcher, type MailCatcher } from '../../helpers/mail-catcher';
import { outboxDrained } from '../../helpers/outbox';

let ctx: TestContext;
let smtp: MailCatcher;
let world: PortalWorld;

beforeAll(async () => {
  smtp = await startMailCatcher();
  ctx = await buildTestApp({ config: { SMTP_URL: smtp.url } });
  world = await portalWorld(ctx);
  await outboxDrained(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const days = (n: number) => new Date(Date.now() - n * 86_400_000);
const reminders = (to: string) => smtp.mails.filter((m) => m.to === to && /waiting for your answer/.test(m.subject));

/** Both sent shortlists sent `ago` days back, neither reminded yet, nothing decided. */
async function sentDaysAgo(ago: number) {
  const ids = [world.shortlists.sent, world.shortlists.otherClients];
  await ctx.app.db
    .update(shortlists)
    .set({ sentAt: days(ago), remindedAt: null })
    .where(inArray(shortlists.id, ids));
  await ctx.app.db
    .update(shortlistCandidates)
    .set({ decision: null })
    .where(inArray(shortlistCandidates.shortlistId, ids));
}

beforeEach(() => {
  smtp.mails.length = 0;
});

describe('the shortlist reminder', () => {
  it('is a scheduled task, and its setting defaults to 3 days', async () => {
    expect(scheduledTasks.map((t) => t.name)).toContain('remind-undecided-shortlists');
    expect(siteSettingsContentSchema.parse({ whatsAppNumber: '' }).shortlistReminderDays).toBe(3);
  });

  it('reminds the contacts of a shortlist undecided for 3 days, once, however often it runs', async () => {
    await sentDaysAgo(4);
    await ctx.app.db
      .update(shortlists)
      .set({ sentAt: days(1) })
      .where(eq(shortlists.id, world.shortlists.otherClients));
    expect(await remindUndecidedShortlists(ctx.app, new Date())).toEqual({ shortlists: 1, mails: 1 });
    await outboxDrained(ctx.app);
    const [mail] = reminders(world.contactA.email);
    expect(mail?.subject).toBe('Candidates waiting for your answer: Waiters for March');
    expect(mail?.text).toContain('3 candidates are on the shortlist');
    expect(mail?.text).toContain(`/employer/shortlists/${world.shortlists.sent}`);
    expect(await remindUndecidedShortlists(ctx.app, new Date())).toEqual({ shortlists: 0, mails: 0 });
    expect(reminders(world.contactA.email)).toHaveLength(1);
    expect(reminders(world.contactB.email)).toHaveLength(0);
    const [row] = await ctx.app.db.select().from(shortlists).where(eq(shortlists.id, world.shortlists.sent));
    expect(row?.remindedAt).toBeInstanceOf(Date);
  });

  it('mails once when two instances run it at the same moment', async () => {
    await sentDaysAgo(5);
    const other = await buildApp({ config: ctx.config, database: ctx.testDb.reopen(), logger: false });
    await other.ready();
    try {
      const reports = await Promise.all([
        remindUndecidedShortlists(ctx.app, new Date()),
        remindUndecidedShortlists(other, new Date()),
        remindUndecidedShortlists(ctx.app, new Date()),
      ]);
      expect(reports.reduce((sum, r) => sum + r.shortlists, 0)).toBe(2);
      await outboxDrained(ctx.app);
      expect(reminders(world.contactA.email)).toHaveLength(1);
      expect(reminders(world.contactB.email)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('leaves alone a shortlist whose candidates are all decided, and one sent more recently than the setting', async () => {
    await sentDaysAgo(4);
    await ctx.app.db
      .update(shortlistCandidates)
      .set({ decision: 'Maybe' })
      .where(eq(shortlistCandidates.shortlistId, world.shortlists.sent));
    const seeded = await getSiteSettings(ctx.app.db);
    await upsertContentDocument(ctx.app.db, 'site-setting', { ...seeded, shortlistReminderDays: 7 });
    try {
      expect(await remindUndecidedShortlists(ctx.app, new Date())).toMatchObject({ shortlists: 0 });
      await ctx.app.db
        .update(shortlists)
        .set({ sentAt: days(8) })
        .where(inArray(shortlists.id, [world.shortlists.sent, world.shortlists.otherClients]));
      expect(await remindUndecidedShortlists(ctx.app, new Date())).toMatchObject({ shortlists: 1 });
      expect(reminders(world.contactA.email)).toHaveLength(0);
      await smtp.waitFor(world.contactB.email, /waiting for your answer/);
    } finally {
      await upsertContentDocument(ctx.app.db, 'site-setting', seeded);
    }
  });
});
