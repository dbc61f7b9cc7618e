import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApplicationDetailSchema, adminApplicationRowSchema, applicationPageSchema } from '@contracts';
import { eq } from 'drizzle-orm';
import { accessRecords } from '../../../src/db/schema';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { isoDaysFromNow, validApplication } from '../../helpers/application';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { startMailCatcher, type MailCatcher } from '../../helpers/mail-catcher';

let ctx: TestContext;
let smtp: MailCatcher;
let staff: TestAccount;
let jobs: { _id: string; title: string; position: { _id: string } | null }[];
/** Carla's general application: a position other than the first job's, and the second location. */
let carlasPosition: string;
let secondLocation: string;
const candidates: TestAccount[] = [];

beforeAll(async () => {
  smtp = await startMailCatcher();
  ctx = await buildTestApp({ config: { SMTP_URL: smtp.url } });
  staff = await createAccount(ctx, 'Admin');
  jobs = (await ctx.app.inject({ method: 'GET', url: '/api/job-opening?isActive=1' })).json().data;
  const lookup = async (path: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/${path}` })).json().data as { _id: string }[];
  carlasPosition = (await lookup('position')).find((p) => p._id !== jobs[0]!.position?._id)!._id;
  secondLocation = (await lookup('preffered-location'))[1]!._id;
  // Three applications: two to the first job (advanced, fluent English), one general.
  for (const [i, extra] of [
    [0, { jobId: jobs[0]!._id, englishProficiency: 'advanced', name: 'Ana Reyes' }],
    [1, { jobId: jobs[0]!._id, englishProficiency: 'fluent', name: 'Ben Cruz' }],
    [
      2,
      {
        englishProficiency: 'basic',
        name: 'Carla Santos',
        appliedFor: carlasPosition,
        preferredLocation: secondLocation,
      },
    ],
  ] as const) {
    const account = await createAccount(ctx, 'User');
    candidates[i] = account;
    const payload = await validApplication(ctx, account, extra as never);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/apply-job', payload, headers: account.auth });
    if (res.statusCode !== 201) throw new Error(res.body);
  }
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const get = (url: string, auth = staff.auth) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin${url}`, headers: auth });
const listSchema = applicationPageSchema.extend({ data: adminApplicationRowSchema.strict().array() }).strict();

describe('application list', () => {
  it('lists every application, newest first, without passport numbers', async () => {
    const res = await get('/applications');
    expect(res.statusCode).toBe(200);
    const body = listSchema.parse(res.json());
    expect(body).toMatchObject({ total: 3, totalCapped: false, previous: null, next: null });
    expect(body.data.map((a) => a.name)).toEqual(['Carla Santos', 'Ben Cruz', 'Ana Reyes']);
    expect(res.body).not.toContain('P1234567');
  });

  it.each([
    [`job=JOB0`, ['Ben Cruz', 'Ana Reyes']],
    ['english=fluent', ['Ben Cruz']],
    ['q=carla', ['Carla Santos']],
    ['stage=New&sort=name&order=asc', ['Ana Reyes', 'Ben Cruz', 'Carla Santos']],
    ['stage=Interview', []],
    ['pageSize=2', ['Carla Santos', 'Ben Cruz']],
    ['last=1&pageSize=2', ['Ben Cruz', 'Ana Reyes']],
    ['position=POSITION', ['Carla Santos']],
    ['location=LOCATION', ['Carla Santos']],
    ['from=TODAY&to=TODAY', ['Carla Santos', 'Ben Cruz', 'Ana Reyes']],
    ['from=TOMORROW', []],
    ['to=YESTERDAY', []],
  ])('filters, searches, sorts and pages: %s', async (query, names) => {
    const url = query
      .replace('JOB0', jobs[0]!._id)
      .replace('POSITION', carlasPosition)
      .replace('LOCATION', secondLocation)
      .replace('TODAY', isoDaysFromNow(0))
      .replace('TODAY', isoDaysFromNow(0))
      .replace('TOMORROW', isoDaysFromNow(1))
      .replace('YESTERDAY', isoDaysFromNow(-1));
    const body = listSchema.parse((await get(`/applications?${url}`)).json());
    expect(body.data.map((a) => a.name)).toEqual(names);
  });

  it('pages by cursor: next, previous, and the last rows', async () => {
    const first = listSchema.parse((await get('/applications?pageSize=2')).json());
    expect(first).toMatchObject({ total: 3, previous: null, next: expect.any(String) });
    const second = listSchema.parse((await get(`/applications?pageSize=2&after=${first.next}`)).json());
    expect(second.data.map((a) => a.name)).toEqual(['Ana Reyes']);
    expect(second).toMatchObject({ next: null, previous: expect.any(String) });
    const back = listSchema.parse((await get(`/applications?pageSize=2&before=${second.previous}`)).json());
    expect(back.data.map((a) => a.name)).toEqual(['Carla Santos', 'Ben Cruz']);
    expect(back).toMatchObject({ previous: null, next: expect.any(String) });
    const last = listSchema.parse((await get('/applications?pageSize=2&last=1')).json());
    expect(last).toMatchObject({ next: null, previous: expect.any(String) });
  });

  it('answers 400 for a cursor of another order, a forged one, or two starts at once', async () => {
    const { next } = listSchema.parse((await get('/applications?pageSize=1')).json());
    for (const query of [
      `sort=name&after=${next}`,
      'after=bm90LWpzb24',
      `after=${Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url')}`,
      `after=${next}&before=${next}`,
      `after=${next}&last=1`,
    ]) {
      const res = await get(`/applications?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(/first page|one page/);
    }
  });

  it('filters by the position of the job applied to, too', async () => {
    const position = jobs[0]!.position!._id;
    const body = listSchema.parse((await get(`/applications?position=${position}`)).json());
    expect(body.data.map((a) => a.name)).toEqual(['Ben Cruz', 'Ana Reyes']);
  });

  it('answers 400 for a filter it does not understand', async () => {
    expect((await get('/applications?stage=Hired')).statusCode).toBe(400);
    expect((await get('/applications?from=yesterday')).statusCode).toBe(400);
  });

  it('exports the filtered list as CSV', async () => {
    const res = await get('/applications/export.csv?english=advanced&reason=Client%20report');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="applications-/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Applied on,Name,Email,Phone,Job,Position,Stage,English,Experience (years),Preferred location,Deployment readiness',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Ana Reyes');
  });
});

describe('application detail and pipeline', () => {
  const firstId = async () => listSchema.parse((await get('/applications?q=ana')).json()).data[0]!._id;

  it('shows every field with the passport masked and the files staff can open', async () => {
    const id = await firstId();
    const detail = adminApplicationDetailSchema.parse((await get(`/applications/${id}`)).json().data);
    expect(detail.passportNumberMasked).toBe('P•••••67');
    const resume = await ctx.app.inject({
      method: 'GET',
      url: `/api/files/${detail.resume.path}`,
      headers: staff.auth,
    });
    expect(resume.statusCode).toBe(200);
    const video = await ctx.app.inject({ method: 'GET', url: `/api/files/${detail.video.path}`, headers: staff.auth });
    expect(video.headers['content-type']).toBe('video/webm');
  });

  it('reveals the passport number and records each reveal', async () => {
    const id = await firstId();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${id}/reveal-passport`,
      headers: staff.auth,
    });
    expect(res.json()).toEqual({ data: { passportNumber: 'P1234567' } });
    const reveals = await ctx.app.db.select().from(accessRecords).where(eq(accessRecords.kind, 'passport'));
    expect(reveals).toEqual([
      expect.objectContaining({ recordId: id, staffUserId: staff.id, fields: ['passportNumber'] }),
    ]);
  });

  it('moves an application to Interview, records who and when, and emails the candidate', async () => {
    const id = await firstId();
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/applications/${id}/stage`,
      payload: { stage: 'Interview', notifyCandidate: true },
      headers: staff.auth,
    });
    expect(res.statusCode).toBe(200);
    const detail = adminApplicationDetailSchema.parse(res.json().data);
    expect(detail.stage).toBe('Interview');
    expect(detail.stageHistory).toEqual([
      expect.objectContaining({
        fromStage: 'New',
        toStage: 'Interview',
        changedBy: 'Staff Member',
        candidateEmailed: true,
      }),
    ]);
    await smtp.waitFor(candidates[0]!.email, /Update on your application/);
    const again = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/applications/${id}/stage`,
      payload: { stage: 'Interview' },
      headers: staff.auth,
    });
    expect(again.statusCode).toBe(400);
  });

  it('adds staff notes', async () => {
    const id = await firstId();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${id}/notes`,
      payload: { body: 'Strong trade test.' },
      headers: staff.auth,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.staffNotes).toEqual([
      expect.objectContaining({ body: 'Strong trade test.', author: 'Staff Member' }),
    ]);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${id}/notes`,
      payload: { body: ' ' },
      headers: staff.auth,
    });
    expect(empty.json().errors).toEqual({ body: 'Note is required' });
  });

  it('is for staff only, and answers 404 for an unknown application', async () => {
    const id = await firstId();
    expect((await get(`/applications/${id}`, candidates[0]!.auth)).statusCode).toBe(403);
    expect((await get('/applications', {} as never)).statusCode).toBe(401);
    expect((await get('/applications/export.csv', candidates[1]!.auth)).statusCode).toBe(403);
    expect((await get('/applications/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('dashboard figures', () => {
  it('counts applications per job and per week', async () => {
    const { data } = (await get('/dashboard')).json();
    expect(data.newSince.applications).toBe(3);
    expect(data.applicationsPerJob).toEqual([
      { job: jobs[0]!.title, count: 2 },
      { job: 'General application', count: 1 },
    ]);
    expect(data.applicationsPerWeek.reduce((sum: number, w: { count: number }) => sum + w.count, 0)).toBe(3);
  });
});
