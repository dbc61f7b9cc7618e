import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, candidateProfiles, uploads, users } from '../../../src/db/schema';
import { eraseInactiveCandidates, monthsBefore } from '../../../src/modules/privacy/retention';
import { createAccount, testPassword, type TestAccount } from '../../helpers/accounts';
import { validApplication } from '../../helpers/application';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { unzip } from '../../helpers/unzip';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** A candidate who applied with "Save these details to my profile" ticked. */
async function withProfile() {
  const account = await createAccount(ctx, 'User');
  const payload = await validApplication(ctx, account, { saveToProfile: true, previousJobTitle: 'Sommelier' });
  const res = await ctx.app.inject({ method: 'POST', url: '/api/apply-job', headers: account.auth, payload });
  expect(res.statusCode).toBe(201);
  return { account, payload };
}

const exportData = async (account: TestAccount) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/privacy/export', headers: account.auth });
  const entries = await unzip(res.rawPayload);
  return { data: JSON.parse(entries.get('data.json')!.toString('utf8')), entries };
};
const stored = (name: string) => ctx.app.storage.private.stat(name);

describe('the application profile and the data rights', () => {
  it('is in the data export: every detail, the saved files (in the zip) and the positions applied for', async () => {
    const { account, payload } = await withProfile();
    const { data, entries } = await exportData(account);
    expect(data.applicationProfile).toMatchObject({
      previousJobTitle: 'Sommelier',
      passportNumber: 'P1234567',
      passportExpiry: payload.passportExpiry,
      availableToStart: payload.availableToStart,
      preferredLocation: expect.any(String),
      savedResume: `files/resume/${payload.resume}`,
      savedVideo: `files/video/${payload.video}`,
    });
    expect(entries.has(data.applicationProfile.savedResume)).toBe(true);
    expect(entries.has(data.applicationProfile.savedVideo)).toBe(true);
  });

  it('is erased with the account, its files with it', async () => {
    const { account, payload } = await withProfile();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: account.auth,
      payload: { password: testPassword },
    });
    expect(res.statusCode).toBe(200);
    expect(await ctx.app.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, account.id))).toEqual(
      [],
    );
    expect(await ctx.app.db.select().from(uploads).where(eq(uploads.ownerId, account.id))).toEqual([]);
    expect(await stored(payload.video)).toBeFalsy();
    expect(await stored(payload.resume)).toBeFalsy();
  });

  it('counts profile activity for retention: an old application with a recent profile keeps its files', async () => {
    const now = new Date();
    const longAgo = monthsBefore(now, 30);
    const age = async (userId: string, profileActive: Date) => {
      await ctx.app.db
        .update(users)
        .set({ createdAt: longAgo, updatedAt: longAgo, lastLoginAt: longAgo })
        .where(eq(users.id, userId));
      await ctx.app.db.update(applications).set({ createdAt: longAgo }).where(eq(applications.userId, userId));
      await ctx.app.db
        .update(candidateProfiles)
        .set({ lastActiveAt: profileActive })
        .where(eq(candidateProfiles.userId, userId));
    };
    const active = await withProfile();
    await age(active.account.id, monthsBefore(now, 1));
    const gone = await withProfile();
    await age(gone.account.id, longAgo);

    await eraseInactiveCandidates(ctx.app, now);
    const [kept] = await ctx.app.db
      .select()
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, active.account.id));
    expect(kept).toBeDefined();
    expect(await stored(active.payload.video)).toBeTruthy();
    expect(
      await ctx.app.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, gone.account.id)),
    ).toEqual([]);
    expect(await stored(gone.payload.video)).toBeFalsy();
  });
});
