import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { privacyMessages } from '@contracts/privacy/privacy';
import { accountErasures, applicationStageChanges, applications } from '../../../src/db/schema';
import { accountGoneMessage, recordUpload } from '../../../src/modules/uploads/service';
import { createAccount, login, testPassword } from '../../helpers/accounts';
import { samplePdf } from '../../helpers/files';
import { unzip } from '../../helpers/unzip';
import { privacyWorld } from './privacy-world';

const { ctx, jobs, candidate, candidateWithData, exportOf, deleteAccount, outboxDrained, databaseAsText } =
  await privacyWorld();
afterAll(() => ctx.close());

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
});
