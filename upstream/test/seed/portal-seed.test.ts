import { and, eq, inArray, isNull } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationStageChanges,
  applications,
  clientContacts,
  clients,
  consents,
  jobOpenings,
  shortlistCandidates,
  shortlists,
  uploads,
  users,
  videoRenditions,
} from '../../src/db/schema';
import { createAccount } from '../helpers/accounts';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { callAs } from '../helpers/employer-portal';
import { demoAdminEmail } from '../../src/seed';

const employerPassword = 'Demo-employer-2026';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ config: { DEMO_EMPLOYER_PASSWORD: employerPassword, SEED_PORTAL_DEMO: 'on' } });
});
afterAll(() => ctx.close());

const stored = (name: string) => readFile(path.join(ctx.config.paths.privateUploads, name));

describe('the employer portal’s demo content', () => {
  it('seeds a client with one of the demo job orders and a contact who signs in as an Employer', async () => {
    const [client] = await ctx.app.db.select().from(clients);
    expect(client?.name).toBe('Palm Crescent Resorts, Dubai');
    const linked = await ctx.app.db.select().from(jobOpenings).where(eq(jobOpenings.clientId, client!.id));
    expect(linked.map((job) => job.jobOrderNumber)).toEqual(['DMW-JO-2026-10412']);

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'employer@demo.bayanihangulf.example', password: employerPassword },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.userType).toBe('Employer');
    const contacts = await ctx.app.db.select().from(clientContacts).where(eq(clientContacts.clientId, client!.id));
    expect(contacts.map((c) => c.userId)).toEqual([res.json().data._id]);
  });

  it('gives the demo client to the demo staff account, who hands it to a recruiter', async () => {
    const [client] = await ctx.app.db.select().from(clients);
    const [owner] = await ctx.app.db.select().from(users).where(eq(users.id, client!.ownerId!));
    expect(owner?.email).toBe(demoAdminEmail);
  });

  it('seeds four made-up candidates with general applications, consents, resumes and videos whose copies are ready', async () => {
    const rows = await ctx.app.db.select().from(applications).where(isNull(applications.jobOpeningId));
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.email).toMatch(/^[a-z]+\.demo@example\.com$/);
      expect(row.name).toMatch(/^[A-Z][a-z]+ Demo$/);
      const given = await ctx.app.db
        .select({ kind: consents.kind })
        .from(consents)
        .where(eq(consents.userId, row.userId!));
      expect(given.map((c) => c.kind).sort()).toEqual(['application', 'signup']);

      const [resume] = await ctx.app.db.select().from(uploads).where(eq(uploads.id, row.resumeUploadId!));
      expect((await fileTypeFromBuffer(await stored(resume!.fileName)))?.mime).toBe('application/pdf');
      const [video] = await ctx.app.db.select().from(uploads).where(eq(uploads.id, row.videoUploadId!));
      expect(video).toMatchObject({ kind: 'video', mimeType: 'video/mp4', ownerId: row.userId });
      const [copy] = await ctx.app.db.select().from(videoRenditions).where(eq(videoRenditions.uploadId, video!.id));
      expect(copy).toMatchObject({ state: 'ready', durationMs: 8000, width: 640, height: 360 });
      expect(copy!.fileName).not.toBe(video!.fileName);
      expect((await stored(copy!.fileName!)).subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect((await stored(copy!.posterFileName!)).subarray(0, 3).toString('hex')).toBe('ffd8ff');
      expect((await stored(video!.fileName)).length).toBe(video!.sizeBytes);
    }
    const [candidate] = await ctx.app.db.select().from(users).where(eq(users.id, rows[0]!.userId!));
    expect(candidate).toMatchObject({ userType: 'User' });
    expect(candidate!.emailVerifiedAt).not.toBeNull();
  });

  it('seeds one Sent shortlist with the agency’s notes, its candidates moved to Screening by the staff account', async () => {
    const [list] = await ctx.app.db.select().from(shortlists);
    expect(list).toMatchObject({ status: 'Sent', title: 'Room Attendants: first shortlist' });
    expect(list!.sentAt).not.toBeNull();
    const cards = await ctx.app.db
      .select()
      .from(shortlistCandidates)
      .where(eq(shortlistCandidates.shortlistId, list!.id));
    expect(cards).toHaveLength(3);
    expect(cards.every((card) => card.note.length > 20 && card.decision === null)).toBe(true);
    const ids = cards.map((card) => card.applicationId);
    const moved = await ctx.app.db.select().from(applications).where(inArray(applications.id, ids));
    expect(moved.map((a) => a.stage)).toEqual(['Screening', 'Screening', 'Screening']);
    const history = await ctx.app.db
      .select()
      .from(applicationStageChanges)
      .where(
        and(
          inArray(applicationStageChanges.applicationId, ids),
          eq(applicationStageChanges.changedBy, list!.createdBy!),
        ),
      );
    expect(history.map((h) => `${h.fromStage}→${h.toStage}`)).toEqual([
      'New→Screening',
      'New→Screening',
      'New→Screening',
    ]);
  });

  it('puts every demo candidate in the talent pool; Ella applied to another employer, so she is asked first', async () => {
    const staff = await createAccount(ctx, 'Admin');
    const pool = (await callAs(ctx, staff, 'GET', '/admin/candidates?sort=name', undefined, 200)).json();
    expect(pool.data.map((row: { name: string }) => row.name)).toEqual([
      'Ana Demo',
      'Ben Demo',
      'Carla Demo',
      'Dante Demo',
      'Ella Demo',
    ]);
    expect(pool.data.every((row: { hasVideo: boolean }) => row.hasVideo)).toBe(true);
    const ella = pool.data[4];
    expect(ella).toMatchObject({ positions: ['Housekeeping Supervisor'], applications: 1 });
    const [list] = await ctx.app.db.select().from(shortlists);
    const res = await callAs(
      ctx,
      staff,
      'POST',
      `/admin/candidates/${ella._id}/shortlists`,
      { shortlistId: list!.id },
      200,
    );
    expect(res.json().data.outcome).toBe('asked');
  });
});
