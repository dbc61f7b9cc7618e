import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { consentTextVersion } from '@contracts/privacy/consent';
import { applications, uploads, users } from '../../../src/db/schema';
import { samplePdf, sampleWebm } from '../../helpers/files';
import { unzip } from '../../helpers/unzip';
import { privacyWorld } from './privacy-world';

const { ctx, jobs, candidate, candidateWithData, exportOf } = await privacyWorld();
afterAll(() => ctx.close());

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
