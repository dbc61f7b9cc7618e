import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { accountErasures, applicationDocuments, employerInquiries, jobAlerts, uploads } from '../../../src/db/schema';
import { createAccount, testPassword } from '../../helpers/accounts';
import { inquiryBody } from '../../helpers/inquiry';
import { readLookups } from '../../helpers/lookups';
import { multipart, samplePdf } from '../../helpers/files';
import { unzip } from '../../helpers/unzip';
import { privacyWorld } from './privacy-world';

const { ctx, candidate, candidateWithData, exportOf, deleteAccount } = await privacyWorld();
afterAll(() => ctx.close());

describe('POST /api/privacy/delete-account', () => {
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
