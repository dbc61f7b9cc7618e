import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { paginated } from '@contracts/core/staff-schemas';
import { shortlistMessages } from '@contracts/shortlists/shortlist';
import { eligibleApplicationSchema } from '@contracts/shortlists/staff';
import { shortlistCandidates, uploads } from '../../../src/db/schema';
import { sweepUnusedUploads } from '../../../src/modules/uploads/service';
import { addCandidate, callAs, createShortlist } from '../../helpers/employer-portal';
import { multipart, sampleDocx, samplePdf, samplePng } from '../../helpers/files';
import { shortlistWorld } from './shortlist-world';

const { ctx, staff, client, otherClient, job, otherJob, people, detail, close } = await shortlistWorld();
afterAll(close);

describe('making a shortlist', () => {
  it('creates a Draft for one of the client’s job orders', async () => {
    const id = await createShortlist(ctx, staff, { clientId: client, jobOpeningId: job, title: 'Room attendants' });
    expect(await detail(id)).toMatchObject({
      title: 'Room attendants',
      status: 'Draft',
      client: { _id: client, name: 'Palm Jumeirah Suites' },
      job: { _id: job, title: 'Room Attendant' },
      sentAt: null,
      candidates: [],
      links: [],
    });
    const list = await callAs(ctx, staff, 'GET', `/admin/shortlists?clientId=${client}&status=Draft`, undefined, 200);
    expect(list.json().data.map((s: { _id: string }) => s._id)).toContain(id);
    const other = await callAs(ctx, staff, 'GET', `/admin/shortlists?clientId=${otherClient}`, undefined, 200);
    expect(other.json().data.map((s: { _id: string }) => s._id)).not.toContain(id);
  });

  it("refuses another client's job order or inquiry (422), and an unknown client (400), creating nothing", async () => {
    const before = (await callAs(ctx, staff, 'GET', '/admin/shortlists?pageSize=100')).json().total;
    const foreignJob = await callAs(ctx, staff, 'POST', '/admin/shortlists', {
      clientId: client,
      jobOpeningId: otherJob,
      title: 'x',
    });
    expect(foreignJob.statusCode).toBe(422);
    expect(foreignJob.json().errors).toEqual({ jobOpeningId: shortlistMessages.jobNotClients });
    const unknownInquiry = await callAs(ctx, staff, 'POST', '/admin/shortlists', {
      clientId: client,
      inquiryId: '00000000-0000-4000-8000-000000000000',
      title: 'x',
    });
    expect(unknownInquiry.statusCode).toBe(422);
    expect(unknownInquiry.json().message).toBe(shortlistMessages.inquiryNotClients);
    const unknownClient = await callAs(ctx, staff, 'POST', '/admin/shortlists', {
      clientId: '00000000-0000-4000-8000-000000000000',
      title: 'x',
    });
    expect(unknownClient.statusCode).toBe(400);
    for (const body of [{ clientId: client, title: '' }, { clientId: 'nope', title: 'x' }, { title: 'x' }]) {
      expect((await callAs(ctx, staff, 'POST', '/admin/shortlists', body)).statusCode).toBe(400);
    }
    expect((await callAs(ctx, staff, 'GET', '/admin/shortlists?pageSize=100')).json().total).toBe(before);
  });
});

describe('who may be shortlisted (consent)', () => {
  it('offers the job order’s own applications and general ones, never another job’s, a withdrawn or an erased one', async () => {
    const id = await createShortlist(ctx, staff, { clientId: client, jobOpeningId: job });
    const res = await callAs(ctx, staff, 'GET', `/admin/shortlists/${id}/eligible?pageSize=100`, undefined, 200);
    const { data } = paginated(eligibleApplicationSchema.strict()).parse(res.json());
    const mine = data.filter((a) => Object.values(people).some((p) => p.applicationId === a._id));
    expect(Object.fromEntries(mine.map((a) => [a.name, a.consent]))).toEqual({
      'Ana Lopez': 'job',
      'Ben Garcia': 'job',
      'Carla Mendoza': 'general',
    });
    const searched = await callAs(ctx, staff, 'GET', `/admin/shortlists/${id}/eligible?q=mendo`, undefined, 200);
    expect(searched.json().data.map((a: { name: string }) => a.name)).toEqual(['Carla Mendoza']);
    const byPosition = await callAs(ctx, staff, 'GET', `/admin/shortlists/${id}/eligible?q=room%20att`);
    expect(
      byPosition
        .json()
        .data.map((a: { name: string }) => a.name)
        .sort(),
    ).toEqual(['Ana Lopez', 'Ben Garcia']);
    const paged = await callAs(ctx, staff, 'GET', `/admin/shortlists/${id}/eligible?q=a&pageSize=1&page=2`);
    expect(paged.json()).toMatchObject({ page: 2, pageSize: 1 });
    expect(paged.json().data).toHaveLength(1);
  });

  it('offers a shortlist without a job order only general applications', async () => {
    const id = await createShortlist(ctx, staff, { clientId: otherClient });
    const res = await callAs(ctx, staff, 'GET', `/admin/shortlists/${id}/eligible?pageSize=100`, undefined, 200);
    const names = res.json().data.map((a: { name: string }) => a.name);
    expect(names).toContain('Carla Mendoza');
    expect(names).not.toContain('Dan Ramos');
    expect(names).not.toContain('Ana Lopez');
  });

  it.each([
    ['an application to another job order', 'dan', shortlistMessages.notConsented],
    ['a withdrawn application', 'eve', shortlistMessages.withdrawn],
  ] as const)('refuses %s with a 422 and adds nothing', async (_name, who, message) => {
    const id = await createShortlist(ctx, staff, { clientId: client, jobOpeningId: job });
    const res = await callAs(ctx, staff, 'POST', `/admin/shortlists/${id}/candidates`, {
      applicationId: people[who].applicationId,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect((await detail(id)).candidates).toHaveLength(0);
  });

  it('refuses a duplicate (409) and an unknown application (400)', async () => {
    const id = await createShortlist(ctx, staff, { clientId: client, jobOpeningId: job });
    await addCandidate(ctx, staff, id, people.ana.applicationId);
    const again = await callAs(ctx, staff, 'POST', `/admin/shortlists/${id}/candidates`, {
      applicationId: people.ana.applicationId,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(shortlistMessages.alreadyListed);
    const unknown = await callAs(ctx, staff, 'POST', `/admin/shortlists/${id}/candidates`, {
      applicationId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect((await detail(id)).candidates).toHaveLength(1);
  });
});

describe('building the list', () => {
  it('gives concurrent additions distinct places 1, 2, 3', async () => {
    const id = await createShortlist(ctx, staff, { clientId: client, jobOpeningId: job });
    const results = await Promise.all(
      [people.ana, people.ben, people.carla].map((p) =>
        callAs(ctx, staff, 'POST', `/admin/shortlists/${id}/candidates`, { applicationId: p.applicationId }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect((await detail(id)).candidates.map((c) => c.position)).toEqual([1, 2, 3]);
  });

  it('edits a note, moves an entry and closes the gap of a removed one', async () => {
    const id = await createShortlist(ctx, staff, { clientId: client, jobOpeningId: job });
    const [a, b, c] = [
      await addCandidate(ctx, staff, id, people.ana.applicationId),
      await addCandidate(ctx, staff, id, people.ben.applicationId),
      await addCandidate(ctx, staff, id, people.carla.applicationId),
    ];
    const url = (entry: string) => `/admin/shortlists/${id}/candidates/${entry}`;
    await callAs(ctx, staff, 'PATCH', url(c), { note: 'Speaks Arabic too.', position: 1 }, 200);
    let shown = (await detail(id)).candidates;
    expect(shown.map((e) => [e._id, e.position])).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    expect(shown[0]!.note).toBe('Speaks Arabic too.');
    await callAs(ctx, staff, 'PATCH', url(c), { position: 99 }, 200);
    expect((await detail(id)).candidates.map((e) => e._id)).toEqual([a, b, c]);
    await callAs(ctx, staff, 'DELETE', url(a), undefined, 200);
    shown = (await detail(id)).candidates;
    expect(shown.map((e) => [e._id, e.position])).toEqual([
      [b, 1],
      [c, 2],
    ]);
  });

  it.each([
    ['a note past 600 characters', { note: 'x'.repeat(601) }],
    ['place 0', { position: 0 }],
    ['a place that is text', { position: 'first' }],
  ])('refuses %s with a 400 and changes nothing', async (_name, body) => {
    const id = await createShortlist(ctx, staff, { clientId: client, jobOpeningId: job });
    const entry = await addCandidate(ctx, staff, id, people.ana.applicationId);
    const before = await detail(id);
    const res = await callAs(ctx, staff, 'PATCH', `/admin/shortlists/${id}/candidates/${entry}`, body);
    expect(res.statusCode).toBe(400);
    expect(await detail(id)).toEqual(before);
  });

  it('answers 404 for an entry of another shortlist and for an unknown shortlist', async () => {
    const first = await createShortlist(ctx, staff, { clientId: client, jobOpeningId: job });
    const second = await createShortlist(ctx, staff, { clientId: client, jobOpeningId: job });
    const entry = await addCandidate(ctx, staff, first, people.ana.applicationId);
    const res = await callAs(ctx, staff, 'DELETE', `/admin/shortlists/${second}/candidates/${entry}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(shortlistMessages.candidateMissing);
    const unknown = await callAs(ctx, staff, 'GET', '/admin/shortlists/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await detail(first)).candidates).toHaveLength(1);
  });
});

describe("the agency's presentation CV", () => {
  const upload = (id: string, entry: string, content: Buffer, name: string) => {
    const body = multipart('resume', name, 'application/octet-stream', content);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/admin/shortlists/${id}/candidates/${entry}/presentation-cv`,
      payload: body.payload,
      headers: { ...body.headers, ...staff.auth },
    });
  };

  it('is stored privately as the staff member’s, replaces the last one, and is never swept while used', async () => {
    const id = await createShortlist(ctx, staff, { clientId: client, jobOpeningId: job });
    const entry = await addCandidate(ctx, staff, id, people.ben.applicationId);
    const first = await upload(id, entry, samplePdf, 'agency-cv.pdf');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.candidates[0].hasPresentationCv).toBe(true);
    const [row] = await ctx.app.db.select().from(shortlistCandidates).where(eq(shortlistCandidates.id, entry));
    const [stored] = await ctx.app.db.select().from(uploads).where(eq(uploads.id, row!.presentationCvUploadId!));
    expect(stored).toMatchObject({ ownerId: staff.id, visibility: 'private', kind: 'resume' });

    const second = await upload(id, entry, sampleDocx(), 'agency-cv.docx');
    expect(second.statusCode, second.body).toBe(201);
    expect(await ctx.app.db.select().from(uploads).where(eq(uploads.id, stored!.id))).toHaveLength(0);

    // Old enough to be swept were nothing using it.
    await ctx.app.db.execute(
      sql`update ${uploads} set created_at = now() - interval '30 days' where owner_id = ${staff.id}`,
    );
    await sweepUnusedUploads(ctx.app);
    const [kept] = await ctx.app.db.select().from(shortlistCandidates).where(eq(shortlistCandidates.id, entry));
    expect(await ctx.app.db.select().from(uploads).where(eq(uploads.id, kept!.presentationCvUploadId!))).toHaveLength(
      1,
    );
  });

  it('refuses a picture (415) and an unknown entry (404), storing nothing', async () => {
    const id = await createShortlist(ctx, staff, { clientId: client, jobOpeningId: job });
    const entry = await addCandidate(ctx, staff, id, people.ana.applicationId);
    const before = (await ctx.app.db.select().from(uploads)).length;
    expect((await upload(id, entry, samplePng, 'cv.png')).statusCode).toBe(415);
    const unknown = await upload(id, '00000000-0000-4000-8000-000000000000', samplePdf, 'cv.pdf');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(shortlistMessages.candidateMissing);
    expect(await ctx.app.db.select().from(uploads)).toHaveLength(before);
  });
});
