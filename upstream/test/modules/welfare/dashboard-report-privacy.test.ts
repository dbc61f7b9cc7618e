import { desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { welfareDashboardSchema } from '@contracts/welfare/views';
import { addDays, uaeToday } from '@shared/uae-time';
import {
  accessRecords,
  applications,
  offers,
  welfareIncidents,
  welfareReports,
  welfareWorkers,
} from '../../../src/db/schema';
import { collectPersonalData } from '../../../src/modules/privacy/export';
import { createAccount } from '../../helpers/accounts';
import { testPassword } from '../../helpers/accounts';
import { callAs } from '../../helpers/employer-portal';
import { scheduledTasks } from '../../../src/modules/scheduler/tasks';
import { on, welfareWorld } from './welfare-world';

const w = await welfareWorld();
const { ctx, world, ana, carla, run } = w;
beforeAll(async () => {
  await w.depart(ana.applicationId);
  await w.depart(carla.applicationId);
  await run('2027-04-08');
  await w.answer(w.tokenMailedTo(ana.email), { answer: 'help', note: 'My employer keeps my passport' });
});
afterAll(() => ctx.close());

const today = uaeToday(new Date());
const dashboard = async (account = world.staff) =>
  welfareDashboardSchema.parse(
    (await callAs(ctx, account, 'GET', '/admin/welfare/dashboard', undefined, 200)).json().data,
  );
const csv = (query: string, account = world.staff) => callAs(ctx, account, 'GET', `/admin/welfare/report.csv?${query}`);
const reason = 'reason=Quarterly+report+to+the+DMW';

describe('the staff dashboard’s welfare section', () => {
  it('lists the reports due this week and the overdue ones, and open incidents by due date', async () => {
    // The test stands in for the clock: Carla's first report due in 3 days, Ana's second 10 days ago.
    await ctx.app.db
      .update(welfareReports)
      .set({ dueOn: addDays(today, 3) })
      .where(eq(welfareReports.dueOn, '2027-05-01'));
    await ctx.app.db
      .update(welfareReports)
      .set({ dueOn: addDays(today, -10) })
      .where(eq(welfareReports.dueOn, '2027-07-15'));
    const seen = await dashboard();
    expect(seen.reportsDue.map((r) => [r.worker, r.dueOn, r.overdue])).toEqual([
      ['Ana Maria Reyes', addDays(today, -10), true],
      ['Carla Santos', addDays(today, 3), false],
    ]);
    expect(seen.incidents.map((i) => i.worker)).toEqual(['Ana Maria Reyes']);
  });

  it('shows the 100 most overdue reports first, before this week’s, when they fill the list', async () => {
    const [anas] = await ctx.app.db
      .select({ id: welfareWorkers.id })
      .from(welfareWorkers)
      .where(eq(welfareWorkers.applicationId, ana.applicationId));
    // 105 more unanswered reports of Ana's, 11 to 115 days overdue (a stand-in for a large agency's backlog).
    const backlog = Array.from({ length: 105 }, (_, i) => ({ workerId: anas!.id, dueOn: addDays(today, -11 - i) }));
    const added = await ctx.app.db.insert(welfareReports).values(backlog).returning({ id: welfareReports.id });
    try {
      const seen = await dashboard();
      expect(seen.reportsDue.map((r) => r.dueOn)).toEqual(
        Array.from({ length: 100 }, (_, i) => addDays(today, -115 + i)),
      );
      expect(seen.reportsDue.every((r) => r.overdue && r.worker === 'Ana Maria Reyes')).toBe(true);
    } finally {
      await ctx.app.db.delete(welfareReports).where(
        inArray(
          welfareReports.id,
          added.map((r) => r.id),
        ),
      );
    }
    expect((await dashboard()).reportsDue.map((r) => r.worker)).toEqual(['Ana Maria Reyes', 'Carla Santos']);
  });

  it('shows a Welfare officer the deployed workers, and a Recruiter is refused (403)', async () => {
    const officer = await createAccount(ctx, 'Admin', { staffRoles: ['Welfare officer'] });
    expect((await dashboard(officer)).reportsDue).toHaveLength(2);
    const recruiter = await createAccount(ctx, 'Admin', { staffRoles: ['Recruiter'] });
    expect((await callAs(ctx, recruiter, 'GET', '/admin/welfare/dashboard')).statusCode).toBe(403);
  });
});

describe('the quarterly report (CSV)', () => {
  it('asks why, and for a real quarter (400)', async () => {
    expect((await csv('quarter=2027-Q2')).statusCode).toBe(400);
    expect((await csv(`quarter=2027-Q5&${reason}`)).statusCode).toBe(400);
  });

  it('lists one row per worker with a report due in the quarter, the monitoring report’s columns, formulas defused', async () => {
    await ctx.app.db
      .update(offers)
      .set({ terms: sql`jsonb_set(${offers.terms}, '{worksite}', '"=HYPERLINK(1)"')` })
      .where(eq(offers.applicationId, ana.applicationId));
    const res = await csv(`quarter=2027-Q2&${reason}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe("Worker's name,Passport number,Position,Employer,Worksite,Departure date,Status,Remarks");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Ana Maria Reyes');
    expect(lines[1]).toContain(",'=HYPERLINK(1),2027-01-15,Deployed since 2027-01-15,");
    expect(lines[1]).toContain('Check-in: I need help. Note: My employer keeps my passport. Open incidents: 1');
    const [entry] = await ctx.app.db.select().from(accessRecords).orderBy(desc(accessRecords.at)).limit(1);
    expect(entry).toMatchObject({
      kind: 'welfare-report-export',
      subjectCount: 1,
      reason: 'Quarterly report to the DMW',
    });
    // Carla's report of the third quarter (1 August; her second quarter's was moved to this week above).
    const third = (await csv(`quarter=2027-Q3&${reason}`)).body.trim().split('\r\n');
    expect(third).toHaveLength(2);
    expect(third[1]).toMatch(/^Carla Santos,/);
  });
});

describe('data rights', () => {
  it('the data export holds the deployment, the check-ins and the incidents', async () => {
    const data = (await collectPersonalData(ctx.app, ana.account.id)).data as Record<string, unknown>;
    expect(data.deployments).toEqual(
      expect.arrayContaining([expect.objectContaining({ step: 'departure', status: 'done' })]),
    );
    const [file] = data.welfare as {
      reports: { answer: string | null; note: string | null }[];
      incidents: { source: string }[];
    }[];
    expect(file!.reports.find((r) => r.answer)).toMatchObject({
      answer: 'help',
      note: 'My employer keeps my passport',
    });
    expect(file!.incidents.map((i) => i.source)).toEqual(['check-in']);
  });

  it('erasure keeps the reports and incidents the agency must keep, and removes the rest', async () => {
    const token = w.tokenMailedTo(ana.email);
    await callAs(ctx, ana.account, 'POST', '/privacy/delete-account', { password: testPassword }, 200);
    const [worker] = await ctx.app.db
      .select()
      .from(welfareWorkers)
      .where(eq(welfareWorkers.applicationId, ana.applicationId));
    const reports = await ctx.app.db.select().from(welfareReports).where(eq(welfareReports.workerId, worker!.id));
    // The answered report stays; the check-ins never sent are gone; no link works any more.
    expect(reports.map((r) => r.answer)).toEqual(['help']);
    expect(reports.every((r) => r.tokenHash === null)).toBe(true);
    expect(
      (await ctx.app.db.select().from(welfareIncidents).where(eq(welfareIncidents.workerId, worker!.id))).length,
    ).toBe(1);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/check-ins/${token}` })).statusCode).toBe(404);
    const [application] = await ctx.app.db.select().from(applications).where(eq(applications.id, ana.applicationId));
    expect(application!.anonymisedAt).not.toBeNull();
  });

  it('a daily task deletes an erased worker’s file 5 years after the contract ends, not before', async () => {
    const keep = scheduledTasks.find((t) => t.name === 'keep-welfare-records')!;
    // Departed 2027-01-15 on 24 months: the contract ends 2029-01-15, kept until 2034-01-15.
    expect(await keep.run(ctx.app, on('2034-01-15'))).toEqual({ dropped: 0 });
    expect(await keep.run(ctx.app, on('2034-01-16'))).toEqual({ dropped: 1 });
    expect(
      await ctx.app.db.select().from(welfareWorkers).where(eq(welfareWorkers.applicationId, ana.applicationId)),
    ).toEqual([]);
  });
});
