import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@contracts/users/staff-roles';
import { accessRecords, applications, deploymentSteps, deployments, uploads, users } from '../../../src/db/schema';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { deploymentsWorld } from '../deployments/deployments-world';

// Issue 42: staff open only the files of the people in their scope; out of it, as a missing file (404).
const { ctx, world, ana, ben, accept, upload } = await deploymentsWorld();
afterAll(() => ctx.close());

const staffWith = (role: StaffRole) => createAccount(ctx, 'Admin', { staffRoles: [role] });
let recruiter: TestAccount, officer: TestAccount, welfare: TestAccount, editor: TestAccount;
let bensResume: string, anasPermit: string;

const open = (who: TestAccount, file: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/files/${file}`, headers: who.auth });

async function resumeOf(applicationId: string) {
  const [row] = await ctx.app.db
    .select({ fileName: uploads.fileName })
    .from(applications)
    .innerJoin(uploads, eq(uploads.id, applications.resumeUploadId))
    .where(eq(applications.id, applicationId));
  return row!.fileName;
}

/** The newest access entry by `staff`, with the access key of the person it names. */
async function lastEntryBy(staff: TestAccount) {
  const [entry] = await ctx.app.db
    .select()
    .from(accessRecords)
    .where(eq(accessRecords.staffUserId, staff.id))
    .orderBy(desc(accessRecords.at), desc(accessRecords.id))
    .limit(1);
  return entry;
}
const keyOf = async (userId: string) =>
  (await ctx.app.db.select({ key: users.accessKey }).from(users).where(eq(users.id, userId)))[0]!.key;

beforeAll(async () => {
  [recruiter, officer, welfare, editor] = await Promise.all([
    staffWith('Recruiter'),
    staffWith('Documentation officer'),
    staffWith('Welfare officer'),
    staffWith('Content editor'),
  ]);
  await accept('ana', 'Ana Maria Reyes');
  // The employer's entry permit for Ana: the worker's data, though the employer's contact uploaded it.
  const permit = await upload(world.contactA, {
    applicationId: ana.applicationId,
    step: 'entryPermit',
    'entry-permit-number': '201/2027/1234567',
  });
  expect(permit.statusCode, permit.body).toBe(200);
  const [step] = await ctx.app.db
    .select({ evidence: deploymentSteps.evidence })
    .from(deploymentSteps)
    .innerJoin(deployments, eq(deployments.id, deploymentSteps.deploymentId))
    .where(and(eq(deployments.applicationId, ana.applicationId), eq(deploymentSteps.key, 'entryPermit')));
  anasPermit = Object.values(step!.evidence).find((value) => /^[0-9a-f-]{36}\.\w+$/.test(value))!;
  bensResume = await resumeOf(ben.applicationId);
});

describe('staff opening a private file', () => {
  it('lets a documentation officer open an offered worker’s document uploaded by the employer, recorded as the worker’s', async () => {
    const res = await open(officer, anasPermit);
    expect(res.statusCode, res.body).toBe(200);
    const entry = await lastEntryBy(officer);
    expect(entry).toMatchObject({ kind: 'file', file: anasPermit, subjectKey: await keyOf(ana.account.id) });
    expect(entry!.subjectKey).not.toBe(await keyOf(world.contactA.id));
  });

  it('answers 404 to a recruiter, a welfare officer and a content editor asking for that document, recording nothing', async () => {
    for (const staff of [recruiter, welfare, editor]) {
      const before = await lastEntryBy(staff);
      const res = await open(staff, anasPermit);
      expect(res.statusCode, staff.email).toBe(404);
      expect(res.json().message).toBe('File not found.');
      expect(await lastEntryBy(staff)).toEqual(before);
    }
  });

  it('lets a recruiter open any candidate’s resume (the talent pool is every candidate), a documentation officer only an offered one’s', async () => {
    expect((await open(recruiter, bensResume)).statusCode).toBe(200);
    expect((await lastEntryBy(recruiter))!.subjectKey).toBe(await keyOf(ben.account.id));
    // Ben has no offer: his application is outside the documentation officer's stages.
    expect((await open(officer, bensResume)).statusCode).toBe(404);
    expect((await open(officer, await resumeOf(ana.applicationId))).statusCode).toBe(200);
  });

  it('lets a welfare officer open the files of deployed workers only, and a content editor none', async () => {
    const anasResume = await resumeOf(ana.applicationId);
    expect((await open(welfare, anasResume)).statusCode).toBe(404);
    await ctx.app.db.update(applications).set({ stage: 'Deployed' }).where(eq(applications.id, ana.applicationId));
    expect((await open(welfare, anasResume)).statusCode).toBe(200);
    expect((await open(editor, anasResume)).statusCode).toBe(404);
  });

  it('still lets the uploader open their own file, and another employer contact never', async () => {
    expect((await open(world.contactA, anasPermit)).statusCode).toBe(200);
    expect((await open(world.contactB, anasPermit)).statusCode).toBe(404);
    expect((await open(ben.account, anasPermit)).statusCode).toBe(404);
  });
});
