import { count, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { outboxMails, users } from '../../../src/db/schema';
import { createAccount, login, testPassword, type TestAccount } from '../../helpers/accounts';
import { uploadAs, validApplication } from '../../helpers/application';
import { buildTestApp } from '../../helpers/build-test-app';
import { samplePng } from '../../helpers/files';

/**
 * The API with the seeded job openings, and what the privacy tests do with it: sign candidates up (with
 * an application staff moved on), export one's data, delete one's account, read the whole database.
 */
export async function privacyWorld() {
  const ctx = await buildTestApp();
  const jobs: { _id: string; title: string; companyName: string }[] = (
    await ctx.app.inject({ method: 'GET', url: '/api/job-opening?isActive=1' })
  ).json().data;

  let counter = 0;
  /** A candidate whose personal data is unlike anything else in the database, signed up and logged in. */
  async function candidate(tag = `${++counter}${Date.now()}`) {
    const person = {
      name: `Rosalinda Bautista ${tag.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`,
      email: `rosalinda.${tag}@example.com`,
      phone: `0917${tag.slice(-7).padStart(7, '3')}`,
      passportNumber: `P${tag.slice(-8).padStart(8, '7')}`,
    };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        userType: 'User',
        name: person.name,
        email: person.email,
        phone: person.phone,
        password: testPassword,
        consent: true,
      },
    });
    expect(res.statusCode).toBe(201);
    await ctx.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, person.email));
    return { ...person, account: await login(ctx, person.email) };
  }

  const upload = (account: TestAccount, route: string, field: string, content: Buffer) =>
    uploadAs(ctx, account, route, field, content);

  /** A candidate with a profile picture, an application to a job the staff moved on, noted and revealed. */
  async function candidateWithData() {
    const person = await candidate();
    const picture = await upload(person.account, 'resume-image', 'image', samplePng);
    const profile = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/update-profile',
      payload: { name: person.name, phone: person.phone, country: 'Philippines', image: picture },
      headers: person.account.auth,
    });
    expect(profile.statusCode).toBe(200);
    const payload = await validApplication(ctx, person.account, {
      jobId: jobs[0]!._id,
      name: person.name,
      email: person.email,
      phone: person.phone,
      passportNumber: person.passportNumber,
      notes: `Call me after six, ${person.name}`,
    });
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/apply-job',
      payload,
      headers: person.account.auth,
    });
    expect(applied.statusCode).toBe(201);
    const applicationId = applied.json().data._id as string;
    const staff = await createAccount(ctx, 'Admin');
    const admin = (method: 'POST' | 'PATCH', url: string, body?: object) =>
      ctx.app.inject({
        method,
        url: `/api/admin/applications/${applicationId}${url}`,
        payload: body,
        headers: staff.auth,
      });
    expect((await admin('PATCH', '/stage', { stage: 'Screening', notifyCandidate: false })).statusCode).toBe(200);
    expect((await admin('POST', '/notes', { body: `Spoke with ${person.name}, strong English` })).statusCode).toBe(201);
    expect((await admin('POST', '/reveal-passport')).statusCode).toBe(200);
    return { ...person, picture, resume: payload.resume, video: payload.video, applicationId, staff };
  }

  const exportOf = (account?: TestAccount) =>
    ctx.app.inject({ method: 'GET', url: '/api/privacy/export', headers: account?.auth ?? {} });
  const deleteAccount = (account: TestAccount | undefined, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/privacy/delete-account', payload, headers: account?.auth ?? {} });

  /** Waits until the mails queued so far have left the outbox table (they are sent in the background). */
  async function outboxDrained() {
    for (let tries = 0; tries < 250; tries += 1) {
      const [left] = await ctx.app.db.select({ n: count() }).from(outboxMails);
      if (!left?.n) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the mail outbox did not empty');
  }

  /** Every row of every table of the database, as text. */
  async function databaseAsText() {
    // Both drivers answer raw queries with `rows` (PGlite and node-postgres).
    const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
      ((await ctx.app.db.execute(query)) as unknown as { rows: T[] }).rows;
    const tables = await rowsOf<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const parts: string[] = [];
    for (const { table_name } of tables) {
      parts.push(`${table_name}: ${JSON.stringify(await rowsOf(sql.raw(`select * from "${table_name}"`)))}`);
    }
    return parts.join('\n').toLowerCase();
  }

  return { ctx, jobs, candidate, candidateWithData, exportOf, deleteAccount, outboxDrained, databaseAsText };
}
