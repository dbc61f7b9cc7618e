import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { myApplicationListSchema } from '@contracts';
import { applicationStageChanges } from '../../../src/db/schema';
import { createAccount, testPassword, type TestAccount } from '../../helpers/accounts';
import { validApplication } from '../../helpers/application';
import { unzip } from '../../helpers/unzip';
import { myApplicationsWorld } from './my-applications-world';

const { ctx, smtp, staff, jobs, call, apply, mine, detail, setStage, close } = await myApplicationsWorld();
afterAll(close);
const appliedJobIds = async (account: TestAccount) =>
  (await call('GET', '/my-applications/job-ids', account.auth)).json().data as string[];

describe('the candidate’s list of applications', () => {
  it('lists every application of the candidate, newest first, in the candidate’s words', async () => {
    const candidate = await createAccount(ctx, 'User');
    expect(await mine(candidate)).toEqual([]);
    const positions = (await call('GET', '/position', {})).json().data as { _id: string; name: string }[];
    const toJob = await apply(candidate, { jobId: jobs[0]!._id });
    const general = await apply(candidate, { appliedFor: positions[0]!._id });
    await apply(await createAccount(ctx, 'User'), { jobId: jobs[0]!._id });

    const list = await mine(candidate);
    expect(list.map((a) => a._id)).toEqual([general, toJob]);
    expect(list[0]).toMatchObject({ job: null, appliedFor: positions[0]!.name, status: 'Received' });
    expect(list[1]).toMatchObject({ job: { _id: jobs[0]!._id, title: jobs[0]!.title }, status: 'Received' });
    expect(list[1]!.timeline).toEqual([{ status: 'Received', at: list[1]!.appliedAt }]);
  });

  it('shows a dated timeline of status changes without notes, who changed it or stage names', async () => {
    const candidate = await createAccount(ctx, 'User');
    const id = await apply(candidate, { jobId: jobs[1]!._id });
    await call('POST', `/admin/applications/${id}/notes`, staff.auth, { body: 'Weak English, keep for later.' });
    expect((await setStage(id, 'Screening', true)).statusCode).toBe(200);
    expect((await setStage(id, 'Offered')).statusCode).toBe(200);

    const res = await call('GET', '/my-applications', candidate.auth);
    const [one] = myApplicationListSchema.strict().parse(res.json()).data;
    expect(one!.status).toBe('Offer');
    expect(one!.timeline.map((t) => t.status)).toEqual(['Received', 'Under review', 'Offer']);
    expect(one!.timeline.every((t) => !Number.isNaN(Date.parse(t.at)))).toBe(true);
    for (const secret of ['Weak English', 'Staff Member', 'Screening', 'Offered', '"New"', staff.id]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('maps every stage to the candidate’s status', async () => {
    const candidate = await createAccount(ctx, 'User');
    const id = await apply(candidate);
    for (const [stage, status] of [
      ['Interview', 'Interview'],
      ['Deployed', 'Deployed'],
      ['Rejected', 'Not selected'],
      ['New', 'Received'],
    ]) {
      await setStage(id, stage!);
      expect((await mine(candidate))[0]!.status).toBe(status);
    }
  });

  it('links the stage-change mail to the candidate’s page', async () => {
    const candidate = await createAccount(ctx, 'User');
    const id = await apply(candidate, { jobId: jobs[2]!._id });
    await setStage(id, 'Interview', true);
    const mail = await smtp.waitFor(candidate.email, /Update on your application/);
    expect(mail.text).toContain('See my applications: https://careers.example/my-applications');
    expect(mail.html).toContain('href="https://careers.example/my-applications"');
  });
});

describe('withdrawing an application', () => {
  it('withdraws with a reason; staff see the reason, that the candidate did it, and can filter by it', async () => {
    const candidate = await createAccount(ctx, 'User');
    const id = await apply(candidate, { jobId: jobs[3]!._id });
    await setStage(id, 'Interview');
    const res = await call('POST', `/my-applications/${id}/withdraw`, candidate.auth, {
      reason: '  I accepted another offer.  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your application has been withdrawn.');
    expect(res.json().data.status).toBe('Withdrawn');
    expect(res.json().data.timeline.map((t: { status: string }) => t.status)).toEqual([
      'Received',
      'Interview',
      'Withdrawn',
    ]);

    const staffView = await detail(id);
    expect(staffView.stage).toBe('Withdrawn');
    expect(staffView.stageHistory.at(-1)).toMatchObject({
      fromStage: 'Interview',
      toStage: 'Withdrawn',
      byCandidate: true,
      reason: 'I accepted another offer.',
      candidateEmailed: false,
    });
    const list = (await call('GET', '/admin/applications?stage=Withdrawn', staff.auth)).json().data;
    expect(list.map((a: { _id: string }) => a._id)).toContain(id);
  });

  it('keeps the job at Already Applied after withdrawing: no second application', async () => {
    const candidate = await createAccount(ctx, 'User');
    const id = await apply(candidate, { jobId: jobs[4]!._id });
    expect((await call('POST', `/my-applications/${id}/withdraw`, candidate.auth, {})).statusCode).toBe(200);
    expect(await appliedJobIds(candidate)).toEqual([jobs[4]!._id]);
    const again = await call(
      'POST',
      '/apply-job',
      candidate.auth,
      await validApplication(ctx, candidate, { jobId: jobs[4]!._id }),
    );
    expect(again.statusCode).toBe(409);
  });

  it.each(['Deployed', 'Rejected'])('answers 409 from %s and changes nothing', async (stage) => {
    const candidate = await createAccount(ctx, 'User');
    const id = await apply(candidate);
    await setStage(id, stage);
    const res = await call('POST', `/my-applications/${id}/withdraw`, candidate.auth, { reason: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This application can no longer be withdrawn.');
    expect((await detail(id)).stage).toBe(stage);
  });

  it('answers 409 when already withdrawn', async () => {
    const candidate = await createAccount(ctx, 'User');
    const id = await apply(candidate);
    expect((await call('POST', `/my-applications/${id}/withdraw`, candidate.auth, {})).statusCode).toBe(200);
    expect((await call('POST', `/my-applications/${id}/withdraw`, candidate.auth, {})).statusCode).toBe(409);
  });

  it('refuses a reason over 500 characters or not text, changing nothing', async () => {
    const candidate = await createAccount(ctx, 'User');
    const id = await apply(candidate);
    const long = await call('POST', `/my-applications/${id}/withdraw`, candidate.auth, { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ reason: 'Reason cannot exceed 500 characters' });
    const wrongType = await call('POST', `/my-applications/${id}/withdraw`, candidate.auth, { reason: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect((await detail(id)).stage).toBe('New');
    expect(
      (await call('POST', `/my-applications/${id}/withdraw`, candidate.auth, { reason: 'x'.repeat(500) })).statusCode,
    ).toBe(200);
  });

  it('leaves one history row when the same application is withdrawn several times at once', async () => {
    const candidate = await createAccount(ctx, 'User');
    const id = await apply(candidate);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', `/my-applications/${id}/withdraw`, candidate.auth, {})),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const history = await ctx.app.db
      .select()
      .from(applicationStageChanges)
      .where(eq(applicationStageChanges.applicationId, id));
    expect(history).toHaveLength(1);
  });
});

describe('withdrawal and the candidate’s data rights', () => {
  it('exports the withdrawal reason with the application, and erases it with the account', async () => {
    const candidate = await createAccount(ctx, 'User');
    const id = await apply(candidate);
    await call('POST', `/my-applications/${id}/withdraw`, candidate.auth, { reason: 'Moving to Cebu with my family.' });
    const exported = await call('GET', '/privacy/export', candidate.auth);
    expect(exported.statusCode).toBe(200);
    const data = JSON.parse((await unzip(exported.rawPayload)).get('data.json')!.toString('utf8'));
    expect(data.applications[0].statusHistory).toEqual([
      expect.objectContaining({ to: 'Withdrawn', byYou: true, reason: 'Moving to Cebu with my family.' }),
    ]);

    const erased = await call('POST', '/privacy/delete-account', candidate.auth, { password: testPassword });
    expect(erased.statusCode).toBe(200);
    const history = await ctx.app.db
      .select()
      .from(applicationStageChanges)
      .where(eq(applicationStageChanges.applicationId, id));
    expect(history).toEqual([expect.objectContaining({ toStage: 'Withdrawn', byCandidate: true, reason: '' })]);
  });
});

describe('allowing a candidate to apply again', () => {
  it('lets the candidate apply to the job again once staff reopen the withdrawn application', async () => {
    const candidate = await createAccount(ctx, 'User');
    const job = jobs[5]!._id;
    const id = await apply(candidate, { jobId: job });
    await call('POST', `/my-applications/${id}/withdraw`, candidate.auth, {});

    const reopen = await call('POST', `/admin/applications/${id}/allow-reapply`, staff.auth);
    expect(reopen.statusCode).toBe(200);
    expect(reopen.json().data.reapplyAllowed).toBe(true);
    expect(await appliedJobIds(candidate)).toEqual([]);
    const page = (await call('GET', `/job-opening/${job}`, candidate.auth)).json().data;
    expect(page.isApplied).toBe(false);
    expect((await call('POST', `/admin/applications/${id}/allow-reapply`, staff.auth)).statusCode).toBe(409);

    const second = await apply(candidate, { jobId: job });
    expect(await appliedJobIds(candidate)).toEqual([job]);
    expect((await mine(candidate)).map((a) => [a._id, a.status])).toEqual([
      [second, 'Received'],
      [id, 'Withdrawn'],
    ]);
    // Taking the old one up again would make two applications to one job.
    const back = await setStage(id, 'Screening');
    expect(back.statusCode).toBe(409);
    expect((await detail(id)).stage).toBe('Withdrawn');
  });

  it('answers 409 for an application that is not withdrawn or not to a job, 404 for an unknown one', async () => {
    const candidate = await createAccount(ctx, 'User');
    const active = await apply(candidate, { jobId: jobs[6]!._id });
    const general = await apply(candidate);
    await call('POST', `/my-applications/${general}/withdraw`, candidate.auth, {});
    const notWithdrawn = await call('POST', `/admin/applications/${active}/allow-reapply`, staff.auth);
    expect(notWithdrawn.statusCode).toBe(409);
    expect(notWithdrawn.json().message).toBe('Only a withdrawn application can be reopened for a new one.');
    expect((await call('POST', `/admin/applications/${general}/allow-reapply`, staff.auth)).statusCode).toBe(409);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', `/admin/applications/${unknown}/allow-reapply`, staff.auth)).statusCode).toBe(404);
    expect((await call('POST', `/admin/applications/${active}/allow-reapply`, candidate.auth)).statusCode).toBe(403);
  });
});
