import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { accountErasures, applications, users } from '../../../src/db/schema';
import { eraseInactiveCandidates, monthsBefore } from '../../../src/modules/privacy/retention';
import { privacyWorld } from './privacy-world';

const { ctx, candidate, candidateWithData } = await privacyWorld();
afterAll(() => ctx.close());

describe('eraseInactiveCandidates', () => {
  it('counts back calendar months', () => {
    expect(monthsBefore(new Date('2026-03-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(monthsBefore(new Date('2026-11-24T00:00:00Z'), 24).toISOString()).toBe('2024-11-24T00:00:00.000Z');
  });

  it('erases only candidates inactive for longer than the retention period, and reports what it removed', async () => {
    const now = new Date();
    const longAgo = monthsBefore(now, 25);
    const age = async (userId: string, when: Date) => {
      await ctx.app.db
        .update(users)
        .set({ createdAt: when, updatedAt: when, lastLoginAt: when })
        .where(eq(users.id, userId));
      await ctx.app.db.update(applications).set({ createdAt: when }).where(eq(applications.userId, userId));
    };
    const inactive = await candidateWithData();
    await age(inactive.account.id, longAgo);
    // Old account, but signed in last month.
    const returning = await candidate();
    await age(returning.account.id, longAgo);
    await ctx.app.db
      .update(users)
      .set({ lastLoginAt: monthsBefore(now, 1) })
      .where(eq(users.id, returning.account.id));
    // Old account, but applied last month.
    const applied = await candidateWithData();
    await age(applied.account.id, longAgo);
    await ctx.app.db
      .update(applications)
      .set({ createdAt: monthsBefore(now, 1) })
      .where(eq(applications.userId, applied.account.id));
    // Staff are never erased by this rule.
    await age(inactive.staff.id, longAgo);
    const otherInactive = (await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.userType, 'User')))
      .length;

    const report = await eraseInactiveCandidates(ctx.app, now);
    expect(report).toMatchObject({ accounts: 1, applications: 1, uploads: 3, files: 3, consents: 2, account: 1 });

    const remaining = await ctx.app.db.select({ id: users.id }).from(users);
    const ids = remaining.map((r) => r.id);
    expect(ids).not.toContain(inactive.account.id);
    expect(ids).toEqual(expect.arrayContaining([returning.account.id, applied.account.id, inactive.staff.id]));
    expect((await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.userType, 'User'))).length).toBe(
      otherInactive - 1,
    );
    expect(existsSync(path.join(ctx.config.paths.privateUploads, inactive.resume))).toBe(false);
    const audit = await ctx.app.db.select().from(accountErasures).where(eq(accountErasures.reason, 'retention'));
    expect(audit).toHaveLength(1);

    // A second run finds nothing left to erase.
    expect(await eraseInactiveCandidates(ctx.app, now)).toEqual({ accounts: 0 });
  });
});
