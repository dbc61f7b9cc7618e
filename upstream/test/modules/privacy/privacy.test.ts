import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentMessages, consentTextVersion } from '@contracts/privacy/consent';
import { privacyMessages } from '@contracts/privacy/privacy';
import {
  accountErasures,
  applicationDocuments,
  applicationStageChanges,
  applications,
  consents,
  employerInquiries,
  jobAlerts,
  outboxMails,
  uploads,
  users,
} from '../../../src/db/schema';
import { eraseInactiveCandidates, monthsBefore } from '../../../src/modules/privacy/retention';
import { accountGoneMessage, recordUpload } from '../../../src/modules/uploads/service';
import { createAccount, login, testPassword, type TestAccount } from '../../helpers/accounts';
import { uploadAs, validApplication } from '../../helpers/application';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { inquiryBody } from '../../helpers/inquiry';
import { readLookups } from '../../helpers/lookups';
import { multipart, samplePdf, samplePng, sampleWebm } from '../../helpers/files';
import { unzip } from '../../helpers/unzip';

let ctx: TestContext;
let jobs: { _id: string; title: string; companyName: string }[];

beforeAll(async () => {
  ctx = await buildTestApp();
  jobs = (await ctx.app.inject({ method: 'GET', url: '/api/job-opening?isActive=1' })).json().data;
});
afterAll(() => ctx.close());

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

/** Every row of every table of the database, as text. */
/** Waits until the mails queued so far have left the outbox table (they are sent in the background). */
async function outboxDrained() {
  for (let tries = 0; tries < 250; tries += 1) {
    const [left] = await ctx.app.db.select({ n: count() }).from(outboxMails);
    if (!left?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the mail outbox did not empty');
}

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

describe('consent', () => {
  it('refuses a sign-up without the ticked consent box (400, nothing stored) and records a given one with its version', async () => {
    const email = `consent-${Date.now()}@example.com`;
    const base = { userType: 'User', name: 'Maria Santos', email, phone: '09171234567', password: testPassword };
    for (const consent of [undefined, false, 'true', 1]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...base, consent } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.consent).toBe(consentMessages.required);
    }
    expect(await ctx.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...base, consent: true },
    });
    expect(res.statusCode).toBe(201);
    const [user] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    const recorded = await ctx.app.db.select().from(consents).where(eq(consents.userId, user!.id));
    expect(recorded).toEqual([
      expect.objectContaining({
        kind: 'signup',
        applicationId: null,
        textVersion: consentTextVersion,
        retentionMonths: 24,
      }),
    ]);
    expect(Math.abs(recorded[0]!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('refuses an application without consent (400, nothing stored) and records the consent of one sent', async () => {
    const { account } = await candidate();
    const payload = await validApplication(ctx, account, { jobId: jobs[1]!._id });
    const without: Record<string, unknown> = { ...payload };
    delete without.consent;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/apply-job',
      payload: without,
      headers: account.auth,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.consent).toBe(consentMessages.required);
    expect(await ctx.app.db.select().from(applications).where(eq(applications.userId, account.id))).toEqual([]);

    const sent = await ctx.app.inject({ method: 'POST', url: '/api/apply-job', payload, headers: account.auth });
    expect(sent.statusCode).toBe(201);
    const recorded = await ctx.app.db
      .select()
      .from(consents)
      .where(eq(consents.applicationId, sent.json().data._id as string));
    expect(recorded).toEqual([
      expect.objectContaining({ userId: account.id, kind: 'application', textVersion: consentTextVersion }),
    ]);
  });
});

describe('GET /api/privacy/export', () => {
  it('answers a zip with every stored field in data.json and every file, as an attachment', async () => {
    const person = await candidateWithData();
    const res = await exportOf(person.account);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = await unzip(res.rawPayload);
    const data = JSON.parse(entries.get('data.json')!.toString('utf8'));

    const [user] = await ctx.app.db.select().from(users).where(eq(users.id, person.account.id));
    expect(data.account).toMatchObject({
      id: user!.id,
      userType: 'User',
      name: person.name,
      email: person.email,
      phone: person.phone,
      country: 'Philippines',
      profilePicture: person.picture,
      createdAt: user!.createdAt.toISOString(),
      lastLoginAt: user!.lastLoginAt!.toISOString(),
    });
    expect(JSON.stringify(data)).not.toContain(user!.passwordHash);

    const [row] = await ctx.app.db.select().from(applications).where(eq(applications.id, person.applicationId));
    const stored = row!;
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({
      id: stored.id,
      job: { id: jobs[0]!._id, title: jobs[0]!.title, companyName: jobs[0]!.companyName },
      name: stored.name,
      email: stored.email,
      phone: stored.phone,
      englishProficiency: stored.englishProficiency,
      experienceInYears: stored.experienceInYears,
      previousJobTitle: stored.previousJobTitle,
      education: stored.education,
      passportNumber: person.passportNumber,
      passportExpiry: stored.passportExpiry,
      availableToStart: stored.availableToStart,
      notes: stored.notes,
      stage: 'Screening',
      resume: `files/resume/${person.resume}`,
      video: `files/video/${person.video}`,
      submittedAt: stored.createdAt.toISOString(),
      statusHistory: [
        expect.objectContaining({
          from: 'New',
          to: 'Screening',
          text: 'Your application moved from Received to Under review.',
        }),
      ],
      agencyNotes: [expect.objectContaining({ text: `Spoke with ${person.name}, strong English` })],
    });
    expect(data.applications[0].preferredLocation).toEqual(expect.any(String));
    expect(data.applications[0].passportNumberShownToStaffAt).toHaveLength(1);
    // Every column of the application is accounted for in the export.
    const exportedColumns = [
      'userId',
      'jobOpeningId',
      'appliedForId',
      'resumeUploadId',
      'videoUploadId',
      'preferredLocationId',
      'anonymisedAt',
      'createdAt',
      'updatedAt',
    ];
    for (const column of Object.keys(stored).filter((c) => !exportedColumns.includes(c))) {
      expect(data.applications[0], column).toHaveProperty(column);
    }
    expect(data.consents.map((c: { kind: string }) => c.kind)).toEqual(['signup', 'application']);
    expect(data.consents[1]).toMatchObject({ applicationId: stored.id, textVersion: consentTextVersion });

    // The files, byte for byte as stored.
    expect(entries.get(`files/resume/${person.resume}`)).toEqual(samplePdf);
    expect(entries.get(`files/video/${person.video}`)).toEqual(sampleWebm);
    const picture = await readFile(path.join(ctx.config.paths.publicUploads, person.picture));
    expect(entries.get(`files/image/${person.picture}`)).toEqual(picture);
    const ownUploads = await ctx.app.db.select().from(uploads).where(eq(uploads.ownerId, person.account.id));
    expect(data.uploads).toHaveLength(ownUploads.length);
    expect([...entries.keys()].filter((name) => name.startsWith('files/'))).toHaveLength(ownUploads.length);
  });

  it('shows each person only their own data, and refuses visitors (401) and staff (403)', async () => {
    const first = await candidateWithData();
    const second = await candidate();
    const entries = await unzip((await exportOf(second.account)).rawPayload);
    const text = entries.get('data.json')!.toString('utf8');
    expect(text).not.toContain(first.email);
    expect(text).not.toContain(first.passportNumber);
    expect([...entries.keys()]).toEqual(['data.json']);

    expect((await exportOf()).statusCode).toBe(401);
    expect((await exportOf(first.staff)).statusCode).toBe(403);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/privacy/export',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(bad.statusCode).toBe(401);
  });
});

describe('POST /api/privacy/delete-account', () => {
  it('refuses a wrong, missing or malformed password with a 400 and changes nothing', async () => {
    const person = await candidateWithData();
    await outboxDrained();
    const before = await databaseAsText();
    for (const payload of [
      { password: 'Wrong123!' },
      {},
      { password: '' },
      { password: 42 },
      { password: 'x'.repeat(5000) },
    ]) {
      const res = await deleteAccount(person.account, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await deleteAccount(person.account, { password: 'Wrong123!' })).json().errors.password).toBe(
      privacyMessages.wrongPassword,
    );
    // Login attempts are not counted by this route; everything else is as it was.
    expect(await databaseAsText()).toBe(before);
  });

  it('turns away (401, file removed) a file whose account was deleted while it was on the way', async () => {
    const person = await candidate();
    expect((await deleteAccount(person.account, { password: testPassword })).statusCode).toBe(200);
    // As an upload finishing the moment the erasure committed: received and stored, not yet recorded.
    const fileName = `${randomUUID()}.pdf`;
    const stored = path.join(ctx.config.paths.privateUploads, fileName);
    await mkdir(ctx.config.paths.privateUploads, { recursive: true });
    const file = {
      fileName,
      ext: 'pdf',
      mime: 'application/pdf',
      kind: 'resume' as const,
      visibility: 'private' as const,
      sizeBytes: samplePdf.length,
      originalName: 'cv.pdf',
    };
    for (const capUnused of [true, false]) {
      await writeFile(stored, samplePdf);
      const refused = await recordUpload(ctx.app, file, person.account.id, { capUnused }).catch((err: unknown) => err);
      expect(refused).toMatchObject({ statusCode: 401, message: accountGoneMessage });
      expect(existsSync(stored)).toBe(false);
    }
  });

  it('refuses visitors (401) and staff (403)', async () => {
    const staff = await createAccount(ctx, 'Admin');
    expect((await deleteAccount(undefined, { password: testPassword })).statusCode).toBe(401);
    const res = await deleteAccount(staff, { password: testPassword });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(privacyMessages.staffCannotDelete);
  });

  it('erases the personal data and files, keeps the application anonymised, logs the erasure, and ends the sessions', async () => {
    const person = await candidateWithData();
    const other = await candidateWithData();
    const files = [
      path.join(ctx.config.paths.privateUploads, person.resume),
      path.join(ctx.config.paths.privateUploads, person.video),
      path.join(ctx.config.paths.publicUploads, person.picture),
    ];
    for (const file of files) expect(existsSync(file)).toBe(true);
    const secondDevice = await login(ctx, person.email);

    const res = await deleteAccount(person.account, { password: testPassword });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(privacyMessages.deleted);

    const dump = await databaseAsText();
    for (const value of [person.email, person.name, person.phone, person.passportNumber, person.account.id]) {
      expect(dump, value).not.toContain(value.toLowerCase());
    }
    // The other candidate's data is untouched.
    expect(dump).toContain(other.email.toLowerCase());
    expect(dump).toContain(other.passportNumber.toLowerCase());
    for (const file of files) expect(existsSync(file), file).toBe(false);

    const [kept] = await ctx.app.db.select().from(applications).where(eq(applications.id, person.applicationId));
    expect(kept).toMatchObject({
      userId: null,
      jobOpeningId: jobs[0]!._id,
      stage: 'Screening',
      name: '',
      email: '',
      phone: '',
      passportNumber: '',
      passportExpiry: null,
      notes: '',
      resumeUploadId: null,
      videoUploadId: null,
    });
    expect(kept!.anonymisedAt).toBeInstanceOf(Date);
    const history = await ctx.app.db
      .select()
      .from(applicationStageChanges)
      .where(eq(applicationStageChanges.applicationId, person.applicationId));
    expect(history).toHaveLength(1);

    const hash = createHash('sha256').update(person.account.id).digest('hex');
    const audit = await ctx.app.db.select().from(accountErasures).where(eq(accountErasures.subjectHash, hash));
    expect(audit).toEqual([expect.objectContaining({ reason: 'request' })]);

    // Every session ends, the login fails, and the email signs up again as a new account.
    for (const account of [person.account, secondDevice]) expect((await exportOf(account)).statusCode).toBe(401);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: testPassword },
    });
    expect(again.statusCode).toBe(401);
    const fresh = await candidate(person.email.replace(/^rosalinda\.|@example\.com$/g, ''));
    expect(fresh.account.id).not.toBe(person.account.id);
    const freshData = JSON.parse(
      (await unzip((await exportOf(fresh.account)).rawPayload)).get('data.json')!.toString(),
    );
    expect(freshData.applications).toEqual([]);

    // The staff's list no longer shows the anonymised application.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/applications', headers: person.staff.auth });
    expect(list.json().data.map((a: { _id: string }) => a._id)).not.toContain(person.applicationId);
  });

  it('exports the deployment documents with their files, and erases them with the account', async () => {
    const person = await candidateWithData();
    const stage = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/applications/${person.applicationId}/stage`,
      payload: { stage: 'Offered', notifyCandidate: false },
      headers: person.staff.auth,
    });
    expect(stage.statusCode).toBe(200);
    const checklist = await ctx.app.inject({
      method: 'GET',
      url: `/api/my-applications/${person.applicationId}/documents`,
      headers: person.account.auth,
    });
    const nbi = checklist.json().data.items.find((i: { type: { name: string } }) => i.type.name.startsWith('NBI'));
    const form = multipart('file', 'nbi.pdf', 'application/pdf', samplePdf, {
      applicationId: person.applicationId,
      documentTypeId: nbi.type._id,
    });
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/deployment-documents/upload',
      payload: form.payload,
      headers: { ...form.headers, ...person.account.auth },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [document] = await ctx.app.db
      .select({ fileName: uploads.fileName })
      .from(applicationDocuments)
      .innerJoin(uploads, eq(uploads.id, applicationDocuments.uploadId))
      .where(eq(applicationDocuments.applicationId, person.applicationId));
    const file = `files/document/${document!.fileName}`;

    const entries = await unzip((await exportOf(person.account)).rawPayload);
    const data = JSON.parse(entries.get('data.json')!.toString('utf8'));
    expect(data.deploymentDocuments).toEqual([
      expect.objectContaining({ applicationId: person.applicationId, status: 'Uploaded', file }),
    ]);
    expect(data.deploymentDocuments[0].document).toMatch(/^NBI/);
    expect(entries.get(file)).toEqual(samplePdf);

    expect((await deleteAccount(person.account, { password: testPassword })).statusCode).toBe(200);
    const left = await ctx.app.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, person.applicationId));
    expect(left).toEqual([]);
    expect(existsSync(path.join(ctx.config.paths.privateUploads, document!.fileName))).toBe(false);
  });

  it('exports the job alerts, the one saved signed in and a visitor one made with the same address, and erases both', async () => {
    const person = await candidate();
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/job-alerts',
      payload: { q: 'pastry chef' },
      headers: person.account.auth,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    // The same person, signed out, asks for another search with the account's address.
    const asVisitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/job-alerts',
      payload: { q: 'baker', email: person.email },
    });
    expect(asVisitor.statusCode, asVisitor.body).toBe(201);

    const data = JSON.parse((await unzip((await exportOf(person.account)).rawPayload)).get('data.json')!.toString());
    expect(data.jobAlerts.map((a: { words: string }) => a.words).sort()).toEqual(['baker', 'pastry chef']);
    expect(data.jobAlerts[0]).toMatchObject({ email: person.email.toLowerCase(), savedAt: expect.any(String) });

    expect((await deleteAccount(person.account, { password: testPassword })).statusCode).toBe(200);
    const left = await ctx.app.db.select().from(jobAlerts).where(eq(jobAlerts.email, person.email.toLowerCase()));
    expect(left).toEqual([]);
  });

  it('exports the employer’s inquiries with every field they sent (lists by name), and erases the contact person', async () => {
    const employer = await createAccount(ctx, 'Employer');
    const lookups = await readLookups(ctx);
    const body = inquiryBody(lookups, {
      companyName: 'Al Noor Coastal Hotels',
      positions: [lookups.position[0]!._id, lookups.position[1]!._id],
      totalPositions: 6,
      notes: 'Pre-opening team, March start.',
    });
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/employer-inquiry/submit',
      payload: body,
      headers: employer.auth,
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const data = JSON.parse((await unzip((await exportOf(employer)).rawPayload)).get('data.json')!.toString());
    expect(data.employerInquiries).toEqual([
      {
        companyName: body.companyName,
        contactPerson: body.contactPerson,
        email: body.email,
        phone: body.phone,
        businessType: lookups['business-type'][0]!.name,
        positions: expect.arrayContaining([lookups.position[0]!.name, lookups.position[1]!.name]),
        totalPositions: 6,
        location: lookups['preffered-location'][0]!.name,
        hiringUrgency: lookups['hiring-urgency'][0]!.name,
        salaryBudget: lookups['salary-budget'][0]!.name,
        notes: body.notes,
        status: 'New',
        sentAt: expect.any(String),
      },
    ]);
    expect(data.employerInquiries[0].positions).toHaveLength(2);

    expect((await deleteAccount(employer, { password: testPassword })).statusCode).toBe(200);
    const [kept] = await ctx.app.db
      .select()
      .from(employerInquiries)
      .where(eq(employerInquiries.companyName, body.companyName));
    expect(kept).toMatchObject({ userId: null, contactPerson: '', email: '', phone: '', notes: '', totalPositions: 6 });
  });

  it('erases once when two deletions of one account arrive together', async () => {
    const person = await candidateWithData();
    const answers = await Promise.all([
      deleteAccount(person.account, { password: testPassword }),
      deleteAccount(person.account, { password: testPassword }),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 404]).toContain(statuses[1]);
    const hash = createHash('sha256').update(person.account.id).digest('hex');
    expect(await ctx.app.db.select().from(accountErasures).where(eq(accountErasures.subjectHash, hash))).toHaveLength(
      1,
    );
  });
});

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
