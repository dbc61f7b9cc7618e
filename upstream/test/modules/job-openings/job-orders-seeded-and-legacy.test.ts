import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jobOrdersWorld } from './job-orders-world';

const { ctx, staffList } = await jobOrdersWorld();
afterAll(() => ctx.close());

describe('job orders', () => {
  it('seeds demo jobs that are complete job orders, and one manpower pooling posting', async () => {
    const seeded = (await staffList()).filter(
      (j) => j.jobOrderNumber?.startsWith('DMW-JO-2026-1') || j.postingKind === 'MANPOWER_POOLING',
    );
    const demo = seeded.filter((j) => !j.title.startsWith('Banquet'));
    expect(demo.filter((j) => j.postingKind === 'JOB_ORDER').length).toBeGreaterThanOrEqual(11);
    expect(demo.filter((j) => j.postingKind === 'MANPOWER_POOLING').map((j) => j.title)).toEqual(['Barista']);
    for (const job of demo) expect(job.missingForPublishing, job.title).toEqual([]);
  });

  it('gives an opening stored before job orders the defaults, and flags what it lacks', async () => {
    // As the migration leaves a row written before the new columns: only the old ones set.
    const slug = `legacy-waiter-${Date.now()}`;
    await ctx.app.db.execute(
      sql`insert into job_openings (slug, title, company_name, is_active) values (${slug}, 'Legacy Waiter', 'Old hotel', true)`,
    );
    const legacy = (await staffList()).find((j) => j.slug === slug)!;
    expect(legacy).toMatchObject({
      postingKind: 'JOB_ORDER',
      jobOrderNumber: null,
      principalName: null,
      principalConfidential: false,
      worksiteCity: null,
      vacancies: null,
      contractMonths: 24,
      accommodationProvided: false,
      foodProvided: false,
      transportProvided: false,
      visaProvided: true,
    });
    expect(legacy.missingForPublishing).toEqual([
      'jobOrderNumber',
      'principalName',
      'locations',
      'worksiteCity',
      'vacancies',
      'salaryMinAed',
      'salaryMaxAed',
      'validThrough',
    ]);
  });
});
