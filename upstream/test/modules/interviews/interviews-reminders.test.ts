import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import type { MailMessage } from '../../../src/lib/mail-message';
import { remindInterviews } from '../../../src/modules/interviews/reminders';
import { scheduledTasks } from '../../../src/modules/scheduler/tasks';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { portalWorld, type PortalWorld } from '../../helpers/employer-portal';
import { bookNewest, proposeAsContact, spyOnMail, videoSlot } from './interview-world';

let ctx: TestContext;
let world: PortalWorld;
let mails: MailMessage[];
let startsAt: Date;

beforeAll(async () => {
  ctx = await buildTestApp();
  world = await portalWorld(ctx);
  const request = await proposeAsContact(ctx, world, [world.entries.ana], [videoSlot(72)]);
  await bookNewest(ctx, world.applicants.ana.account, request.slots[0]._id);
  startsAt = new Date(request.slots[0].startsAt);
  mails = spyOnMail(ctx);
});
afterAll(() => ctx.close());

const reminders = (soon: RegExp) => mails.filter((m) => soon.test(m.subject));
const before = (ms: number) => new Date(startsAt.getTime() - ms);
const hour = 3_600_000;

describe('interview reminders', () => {
  it('is a scheduled task', () => {
    expect(scheduledTasks.map((t) => t.name)).toContain('remind-interviews');
  });

  it('sends nothing two days before', async () => {
    expect(await remindInterviews(ctx.app, before(48 * hour))).toEqual({ day: 0, hour: 0 });
    expect(mails).toHaveLength(0);
  });

  it('sends the 24 h reminder once to the candidate, the contact and staff, even when run twice', async () => {
    expect(await remindInterviews(ctx.app, before(23 * hour))).toEqual({ day: 1, hour: 0 });
    expect(await remindInterviews(ctx.app, before(22 * hour))).toEqual({ day: 0, hour: 0 });
    expect(
      reminders(/tomorrow/)
        .map((m) => m.to)
        .sort(),
    ).toEqual([world.applicants.ana.email, world.contactA.email, world.staff.email].sort());
  });

  it('sends the 1 h reminder once, also across a restart', async () => {
    const restarted = await buildApp({ config: ctx.config, database: ctx.testDb.reopen() });
    await restarted.ready();
    try {
      const sentByRestarted = spyOnMail({ app: restarted });
      const [first, second] = await Promise.all([
        remindInterviews(ctx.app, before(50 * 60_000)),
        remindInterviews(restarted, before(49 * 60_000)),
      ]);
      expect(first.hour + second.hour).toBe(1);
      expect(await remindInterviews(restarted, before(30 * 60_000))).toEqual({ day: 0, hour: 0 });
      const hourReminders = [...mails, ...sentByRestarted].filter((m) => /in one hour/.test(m.subject));
      expect(hourReminders).toHaveLength(3);
      expect(hourReminders.find((m) => m.to === world.contactA.email)!.text).not.toContain('Ana Maria Reyes');
    } finally {
      await restarted.close();
    }
  });
});
