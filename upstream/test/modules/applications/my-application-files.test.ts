import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { applications, uploads } from '../../../src/db/schema';
import { createAccount } from '../../helpers/accounts';
import { uploadAs, validApplication } from '../../helpers/application';
import { samplePdf, sampleWebm } from '../../helpers/files';
import { myApplicationsWorld } from './my-applications-world';

const { ctx, staff, call, apply, mine, detail, setStage, close } = await myApplicationsWorld();
afterAll(close);
const employer = await createAccount(ctx, 'Employer');

describe('replacing the resume or the video', () => {
  const fileOf = async (id: string) => {
    const [row] = await ctx.app.db.select().from(applications).where(eq(applications.id, id));
    const names = await ctx.app.db.select().from(uploads);
    const byId = new Map(names.map((u) => [u.id, u.fileName]));
    return { resume: byId.get(row!.resumeUploadId!)!, video: byId.get(row!.videoUploadId!)! };
  };

  it.each([
    ['resume', 'resume-image', 'image', samplePdf, 'Your new resume has been saved.'],
    ['video', 'resume-video', 'video', sampleWebm, 'Your new video has been saved.'],
  ] as const)('replaces the %s while Received and removes the old file', async (kind, route, field, content, said) => {
    const candidate = await createAccount(ctx, 'User');
    const id = await apply(candidate);
    const before = await fileOf(id);
    const fresh = await uploadAs(ctx, candidate, route, field, content);
    const res = await call('PUT', `/my-applications/${id}/${kind}`, candidate.auth, { [kind]: fresh });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(said);
    expect((await fileOf(id))[kind]).toBe(fresh);
    expect(await ctx.app.storage.private.stat(before[kind])).toBeFalsy();
    expect(await ctx.app.storage.private.stat(fresh)).toBeTruthy();
    expect((await ctx.app.db.select().from(uploads).where(eq(uploads.fileName, before[kind]))).length).toBe(0);
    expect((await detail(id))[kind].path).toBe(fresh);
  });

  it('keeps an old file that another application still uses', async () => {
    const candidate = await createAccount(ctx, 'User');
    const payload = await validApplication(ctx, candidate);
    const first = (await call('POST', '/apply-job', candidate.auth, payload)).json().data._id;
    expect((await call('POST', '/apply-job', candidate.auth, payload)).statusCode).toBe(201);
    const fresh = await uploadAs(ctx, candidate, 'resume-image', 'image', samplePdf);
    expect((await call('PUT', `/my-applications/${first}/resume`, candidate.auth, { resume: fresh })).statusCode).toBe(
      200,
    );
    expect(await ctx.app.storage.private.stat(payload.resume)).toBeTruthy();
  });

  it('answers 400 for an upload that is not the candidate’s own unused one of that kind, changing nothing', async () => {
    const candidate = await createAccount(ctx, 'User');
    const other = await createAccount(ctx, 'User');
    const id = await apply(candidate);
    const before = await fileOf(id);
    const othersResume = await uploadAs(ctx, other, 'resume-image', 'image', samplePdf);
    const ownVideo = await uploadAs(ctx, candidate, 'resume-video', 'video', sampleWebm);
    for (const resume of [othersResume, ownVideo, before.resume, 'no-such-file.pdf', ' ']) {
      const res = await call('PUT', `/my-applications/${id}/resume`, candidate.auth, { resume });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ resume: 'Please upload your new resume first.' });
    }
    expect((await call('PUT', `/my-applications/${id}/video`, candidate.auth, { video: 12 })).statusCode).toBe(400);
    expect((await call('PUT', `/my-applications/${id}/video`, candidate.auth, {})).statusCode).toBe(400);
    expect(await fileOf(id)).toEqual(before);
    expect(await ctx.app.storage.private.stat(before.resume)).toBeTruthy();
  });

  it('answers 409 once staff moved the application on, changing nothing', async () => {
    const candidate = await createAccount(ctx, 'User');
    const id = await apply(candidate);
    const before = await fileOf(id);
    await setStage(id, 'Screening');
    const fresh = await uploadAs(ctx, candidate, 'resume-video', 'video', sampleWebm);
    const res = await call('PUT', `/my-applications/${id}/video`, candidate.auth, { video: fresh });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/can no longer be changed/);
    expect(await fileOf(id)).toEqual(before);
  });
});

describe('who may call', () => {
  const unknown = '00000000-0000-4000-8000-000000000000';
  const routes = (id: string) =>
    [
      ['GET', '/my-applications', undefined],
      ['POST', `/my-applications/${id}/withdraw`, {}],
      ['PUT', `/my-applications/${id}/resume`, { resume: 'x.pdf' }],
      ['PUT', `/my-applications/${id}/video`, { video: 'x.webm' }],
    ] as const;

  it('answers 401 to a visitor and 403 to an employer or staff on every route', async () => {
    const candidate = await createAccount(ctx, 'User');
    const id = await apply(candidate);
    for (const [method, url, body] of routes(id)) {
      expect((await call(method, url, {}, body)).statusCode).toBe(401);
      expect((await call(method, url, employer.auth, body)).statusCode).toBe(403);
      expect((await call(method, url, staff.auth, body)).statusCode).toBe(403);
    }
    expect((await detail(id)).stage).toBe('New');
  });

  it('answers 404 for another candidate’s application and for an unknown one, 400 for a bad id', async () => {
    const owner = await createAccount(ctx, 'User');
    const other = await createAccount(ctx, 'User');
    const id = await apply(owner);
    const othersVideo = await uploadAs(ctx, other, 'resume-video', 'video', sampleWebm);
    const othersResume = await uploadAs(ctx, other, 'resume-image', 'image', samplePdf);
    for (const target of [id, unknown]) {
      expect((await call('POST', `/my-applications/${target}/withdraw`, other.auth, {})).statusCode).toBe(404);
      const resume = await call('PUT', `/my-applications/${target}/resume`, other.auth, { resume: othersResume });
      expect(resume.statusCode).toBe(404);
      const video = await call('PUT', `/my-applications/${target}/video`, other.auth, { video: othersVideo });
      expect(video.statusCode).toBe(404);
    }
    expect(await mine(other)).toEqual([]);
    for (const bad of ['abc', '1%20or%201=1', `${id}x`]) {
      expect((await call('POST', `/my-applications/${bad}/withdraw`, owner.auth, {})).statusCode).toBe(400);
    }
    expect((await detail(id)).stage).toBe('New');
  });
});
