import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobOpeningLocations, jobOpenings, positions, salaryBudgets } from '../../db/schema';
import { findJobLocations } from './repository';
import type { SearchCursor } from './search-cursor';

export interface JobSearchFilter {
  /** A tsquery made of letters, digits and prefix operators only (search-terms.ts). */
  textQuery?: string;
  positionId?: string;
  locationId?: string;
  salaryBudgetId?: string;
}

/** Active openings matching the filter (the job alerts' digest matches new jobs with the same rules). */
export function jobSearchConditions(filter: JobSearchFilter): SQL[] {
  const where = [eq(jobOpenings.isActive, true)];
  if (filter.textQuery) where.push(sql`${jobOpenings.search} @@ to_tsquery('simple', ${filter.textQuery})`);
  if (filter.positionId) where.push(eq(jobOpenings.positionId, filter.positionId));
  if (filter.salaryBudgetId) where.push(eq(jobOpenings.salaryBudgetId, filter.salaryBudgetId));
  if (filter.locationId) {
    where.push(
      sql`exists (select 1 from ${jobOpeningLocations} where ${jobOpeningLocations.jobOpeningId} = ${jobOpenings.id} and ${jobOpeningLocations.locationId} = ${filter.locationId})`,
    );
  }
  return where;
}

/** Active openings matching the filter, newest first (id breaks ties), after the cursor; one more than asked, to tell whether a next page exists. */
export async function findJobPage(db: Database, filter: JobSearchFilter, after: SearchCursor | null, limit: number) {
  const where = jobSearchConditions(filter);
  if (after) {
    where.push(
      sql`(${jobOpenings.createdAt}, ${jobOpenings.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
    );
  }
  const rows = await db
    .select({
      id: jobOpenings.id,
      slug: jobOpenings.slug,
      title: jobOpenings.title,
      companyName: jobOpenings.companyName,
      icon: jobOpenings.icon,
      tag: jobOpenings.tag,
      salaryMinAed: jobOpenings.salaryMinAed,
      salaryMaxAed: jobOpenings.salaryMaxAed,
      employmentType: jobOpenings.employmentType,
      postingKind: jobOpenings.postingKind,
      jobOrderNumber: jobOpenings.jobOrderNumber,
      validThrough: jobOpenings.validThrough,
      createdAt: jobOpenings.createdAt,
      updatedAt: jobOpenings.updatedAt,
      // Exact to the microsecond, unlike a JavaScript Date: the next page starts right after it.
      cursorAt: sql<string>`to_char(${jobOpenings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      position: { id: positions.id, name: positions.name },
      salaryBudget: { id: salaryBudgets.id, name: salaryBudgets.name },
    })
    .from(jobOpenings)
    .leftJoin(positions, eq(positions.id, jobOpenings.positionId))
    .leftJoin(salaryBudgets, eq(salaryBudgets.id, jobOpenings.salaryBudgetId))
    .where(and(...where))
    .orderBy(desc(jobOpenings.createdAt), desc(jobOpenings.id))
    .limit(limit + 1);

  const locations = await findJobLocations(
    db,
    rows.map((r) => r.id),
  );

  return rows.map((row) => ({ ...row, locations: locations.filter((l) => l.jobOpeningId === row.id) }));
}

export type JobPageRow = Awaited<ReturnType<typeof findJobPage>>[number];

/** How many active openings match the filter, over all pages. */
export async function countJobs(db: Database, filter: JobSearchFilter) {
  const [row] = await db
    .select({ n: count() })
    .from(jobOpenings)
    .where(and(...jobSearchConditions(filter)));
  return row?.n ?? 0;
}
