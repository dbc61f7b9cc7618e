import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDashboardSchema } from '@contracts/dashboard/dashboard';
import { chartWindow } from '../../../src/modules/dashboard/chart-window';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';

let ctx: TestContext;
let staff: TestAccount;

beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
  staff = await createAccount(ctx, 'Admin');
});
afterAll(() => ctx.close());

const dashboard = async (account = staff) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: account.auth });
  expect(res.statusCode, res.body).toBe(200);
  return adminDashboardSchema.strict().parse(res.json().data);
};

/** Stores `n` applications made at `at`, to the opening titled `job` (a general application when null). */
async function applied(at: Date, job: string | null, n = 1) {
  const jobId = job ? sql`(select id from job_openings where title = ${job})` : sql`null`;
  await ctx.app.db.execute(sql`
    insert into applications (job_opening_id, name, email, phone, english_proficiency, experience_in_years,
      education, passport_number, available_to_start, created_at)
    select ${jobId}, 'Ana ' || i, 'ana' || i || '@example.com', '09171234567', 'fluent', 3, 'college',
      'P' || i, '2027-01-01', ${at.toISOString()}::timestamptz
    from generate_series(1, ${n}) as i`);
}

async function opening(title: string) {
  await ctx.app.db.execute(
    sql`insert into job_openings (slug, title, company_name, is_active) values (${title.toLowerCase()}, ${title}, 'Hotel', true)`,
  );
}

describe('the chart window', () => {
  it('is this UAE week and the eleven before it, from Monday 00:00 in the UAE', () => {
    // Thursday 26 November 2026, 10:00 UTC.
    const { weeks, from } = chartWindow(new Date('2026-11-26T10:00:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toBe('2026-09-07');
    expect(weeks[11]).toBe('2026-11-23');
    expect(from.toISOString()).toBe('2026-09-06T20:00:00.000Z');
  });

  it('starts a new week at midnight in the UAE, while it is still Sunday in UTC', () => {
    // Sunday 29 November 2026, 20:30 UTC is Monday 00:30 in Dubai.
    expect(chartWindow(new Date('2026-11-29T20:30:00Z')).weeks[11]).toBe('2026-11-30');
    expect(chartWindow(new Date('2026-11-29T19:30:00Z')).weeks[11]).toBe('2026-11-23');
  });
});

describe('the staff dashboard', () => {
  it('charts only the last 12 weeks: applications before them are not counted', async () => {
    await opening('Waiter');
    await opening('Barista');
    const { from } = chartWindow(new Date());
    const minute = 60_000;
    // Before the window: many, so they would lead both charts if they were counted.
    await applied(new Date(from.getTime() - minute), 'Barista', 5);
    await applied(new Date(from.getTime() - 200 * 86_400_000), 'Barista', 5);
    // Inside it: its first minute, a few weeks in, and now.
    await applied(new Date(from.getTime() + minute), 'Waiter', 2);
    await applied(new Date(from.getTime() + 30 * 86_400_000), 'Barista', 1);
    await applied(new Date(Date.now() - minute), null, 3);

    const data = await dashboard();
    expect(data.chartsFrom).toBe(chartWindow(new Date()).weeks[0]);
    expect(data.applicationsPerJob).toEqual([
      { job: 'General application', count: 3 },
      { job: 'Waiter', count: 2 },
      { job: 'Barista', count: 1 },
    ]);
    expect(data.applicationsPerWeek.map((w) => w.week)).toEqual(chartWindow(new Date()).weeks);
    const counts = data.applicationsPerWeek.map((w) => w.count);
    expect(counts[0]).toBe(2);
    expect(counts[4]).toBe(1);
    expect(counts[11]).toBe(3);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
    // The first visit counts everything, older applications too.
    expect(data.newSince.applications).toBe(16);
  });

  it('counts what arrived since the last visit, whenever it was', async () => {
    const other = await createAccount(ctx, 'Admin');
    const seen = new Date(Date.now() - 250 * 86_400_000);
    await ctx.app.db.execute(sql`update users set dashboard_seen_at = ${seen.toISOString()} where id = ${other.id}`);
    const before = (await dashboard(other)).newSince.applications;
    // Everything stored after that visit 250 days ago, in the charts' window or not (5 are older).
    expect(before).toBe(11);
    await applied(new Date(), 'Waiter', 2);
    const after = await dashboard(other);
    expect(after.newSince.applications).toBe(2);
    expect(after.applicationsPerJob[0]).toEqual({ job: 'Waiter', count: 4 });
    // Seen again, they are still counted once in the charts, and no longer new.
    const again = await dashboard(other);
    expect(again.newSince.applications).toBe(0);
    expect(again.applicationsPerJob[0]).toEqual({ job: 'Waiter', count: 4 });
    expect(again.applicationsPerWeek).toEqual(after.applicationsPerWeek);
  });
});
