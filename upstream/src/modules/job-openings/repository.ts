import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, not, sql, type SQL } from 'drizzle-orm';
import type { AdminJobOpeningListQuery } from '@contracts/job-openings/staff';
import type { Database } from '../../db/client';
import { contains } from '../../db/contains';
import {
  applications,
  jobOpeningLocations,
  jobOpenings,
  positions,
  preferredLocations,
  salaryBudgets,
  staffSearchText,
} from '../../db/schema';
import { refreshSearchText } from '../../db/job-search-text';
import { recordJobOpeningFiles } from '../uploads';
import type { StaffScope } from '../../lib/staff-scope';
import { jobOpeningScopeWhere } from './scope';

/** A table's columns but these (which a query need not read). */
function columnsWithout<C extends Record<string, unknown>, K extends keyof C>(columns: C, ...keys: K[]): Omit<C, K> {
  const rest: Partial<C> = { ...columns };
  for (const key of keys) delete rest[key];
  return rest as Omit<C, K>;
}

// Everything but the search columns, which only the search reads.
const jobColumns = columnsWithout(getTableColumns(jobOpenings), 'searchText', 'search');

// A staff list row's columns: the long HTML texts stay in the table until one opening is opened.
const listColumns = columnsWithout(jobColumns, 'description', 'responsibilities', 'benefits');

export interface JobOpeningFilter {
  activeOnly?: boolean;
  id?: string;
  slug?: string;
  /** When set, each row says whether this user has applied. */
  viewerId?: string;
}

export async function findJobOpenings(db: Database, filter: JobOpeningFilter) {
  const where: SQL[] = [];
  if (filter.activeOnly) where.push(eq(jobOpenings.isActive, true));
  if (filter.id) where.push(eq(jobOpenings.id, filter.id));
  if (filter.slug) where.push(eq(jobOpenings.slug, filter.slug));
  const isApplied = filter.viewerId
    ? sql<boolean>`exists (select 1 from ${applications} where ${applications.jobOpeningId} = ${jobOpenings.id} and ${applications.userId} = ${filter.viewerId} and not ${applications.reapplyAllowed})`
    : sql<boolean>`false`;

  const rows = await db
    .select({
      job: jobColumns,
      position: { id: positions.id, name: positions.name },
      salaryBudget: { id: salaryBudgets.id, name: salaryBudgets.name },
      isApplied,
    })
    .from(jobOpenings)
    .leftJoin(positions, eq(positions.id, jobOpenings.positionId))
    .leftJoin(salaryBudgets, eq(salaryBudgets.id, jobOpenings.salaryBudgetId))
    .where(and(...where))
    .orderBy(desc(jobOpenings.createdAt), asc(jobOpenings.title));

  const locations = await findJobLocations(
    db,
    rows.map((r) => r.job.id),
  );

  return rows.map((row) => ({
    ...row,
    isApplied: Boolean(row.isApplied),
    locations: locations.filter((l) => l.jobOpeningId === row.job.id),
  }));
}

function staffListWhere({ q, status, scope }: Pick<AdminJobOpeningListQuery, 'q' | 'status'> & { scope: StaffScope }) {
  const where: SQL[] = [];
  const inScope = jobOpeningScopeWhere(scope);
  if (inScope) where.push(inScope);
  if (status) where.push(eq(jobOpenings.isActive, status === 'active'));
  if (q) where.push(contains(staffSearchText(jobOpenings), q));
  return and(...where);
}

/** A page of openings for staff, newest first (id breaks ties, so no row is on two pages), and how many match. */
export async function findJobOpeningPage(
  db: Database,
  query: Pick<AdminJobOpeningListQuery, 'q' | 'status'> & { limit: number; offset: number; scope: StaffScope },
) {
  const where = staffListWhere(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        job: listColumns,
        position: { id: positions.id, name: positions.name },
        salaryBudget: { id: salaryBudgets.id, name: salaryBudgets.name },
      })
      .from(jobOpenings)
      .leftJoin(positions, eq(positions.id, jobOpenings.positionId))
      .leftJoin(salaryBudgets, eq(salaryBudgets.id, jobOpenings.salaryBudgetId))
      .where(where)
      .orderBy(desc(jobOpenings.createdAt), desc(jobOpenings.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(jobOpenings).where(where),
  ]);
  const locations = await findJobLocations(
    db,
    rows.map((r) => r.job.id),
  );
  return {
    rows: rows.map((row) => ({ ...row, locations: locations.filter((l) => l.jobOpeningId === row.job.id) })),
    total: total?.n ?? 0,
  };
}

/** Every opening's id and title in the scope, active ones first, then by title. */
export async function findJobOpeningOptions(db: Database, scope: StaffScope) {
  return db
    .select({ _id: jobOpenings.id, title: jobOpenings.title, isActive: jobOpenings.isActive })
    .from(jobOpenings)
    .where(jobOpeningScopeWhere(scope))
    .orderBy(desc(jobOpenings.isActive), asc(jobOpenings.title), asc(jobOpenings.id));
}

/** The emirates of these openings, each opening's in the order staff chose. */
export async function findJobLocations(db: Database, jobIds: string[]) {
  if (jobIds.length === 0) return [];
  return db
    .select({
      jobOpeningId: jobOpeningLocations.jobOpeningId,
      id: preferredLocations.id,
      name: preferredLocations.name,
    })
    .from(jobOpeningLocations)
    .innerJoin(preferredLocations, eq(preferredLocations.id, jobOpeningLocations.locationId))
    .where(inArray(jobOpeningLocations.jobOpeningId, jobIds))
    .orderBy(asc(jobOpeningLocations.position));
}

export type JobOpeningRow = Awaited<ReturnType<typeof findJobOpenings>>[number];

export type NewJobOpening = typeof jobOpenings.$inferInsert;

/** Inserts an opening and its locations (in the order given). */
export async function insertJobOpening(db: Database, values: NewJobOpening, locationIds: string[]) {
  const [row] = await db.insert(jobOpenings).values(values).returning({ id: jobOpenings.id });
  if (locationIds.length > 0) {
    await db
      .insert(jobOpeningLocations)
      .values(locationIds.map((locationId, position) => ({ jobOpeningId: row!.id, locationId, position })));
  }
  await refreshSearchText(db, eq(jobOpenings.id, row!.id));
  await recordJobOpeningFiles(db, eq(jobOpenings.id, row!.id));
  return row!;
}

/** Replaces an opening's fields and locations; answers false when no opening has this id. */
export async function updateJobOpeningRow(
  db: Database,
  id: string,
  values: Partial<NewJobOpening>,
  locationIds: string[],
) {
  const rows = await db
    .update(jobOpenings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(jobOpenings.id, id))
    .returning({ id: jobOpenings.id });
  if (rows.length === 0) return false;
  await db.delete(jobOpeningLocations).where(eq(jobOpeningLocations.jobOpeningId, id));
  await db
    .insert(jobOpeningLocations)
    .values(locationIds.map((locationId, position) => ({ jobOpeningId: id, locationId, position })));
  await refreshSearchText(db, eq(jobOpenings.id, id));
  await recordJobOpeningFiles(db, eq(jobOpenings.id, id));
  return true;
}

/** An opening's stored fields and its count of emirates, its row locked until the transaction ends; null when unknown. */
export async function lockJobOpening(db: Database, id: string) {
  const [job] = await db.select(jobColumns).from(jobOpenings).where(eq(jobOpenings.id, id)).for('update');
  if (!job) return null;
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(jobOpeningLocations)
    .where(eq(jobOpeningLocations.jobOpeningId, id));
  return { ...job, locationCount: n };
}

export async function setJobOpeningActive(db: Database, id: string, isActive: boolean) {
  const rows = await db
    .update(jobOpenings)
    .set({ isActive, updatedAt: new Date() })
    .where(eq(jobOpenings.id, id))
    .returning({ id: jobOpenings.id });
  return rows.length > 0;
}

export async function deleteJobOpeningRow(db: Database, id: string) {
  const rows = await db.delete(jobOpenings).where(eq(jobOpenings.id, id)).returning({ id: jobOpenings.id });
  return rows.length > 0;
}

export async function slugTaken(db: Database, slug: string) {
  const [row] = await db.select({ id: jobOpenings.id }).from(jobOpenings).where(eq(jobOpenings.slug, slug));
  return Boolean(row);
}

/**
 * The openings this user applied to (withdrawn ones too, unless staff allowed applying again); read
 * from the (user, job) unique index alone, whose condition is the same.
 */
export async function findAppliedJobIds(db: Database, userId: string) {
  const rows = await db
    .select({ jobOpeningId: applications.jobOpeningId })
    .from(applications)
    .where(
      and(eq(applications.userId, userId), isNotNull(applications.jobOpeningId), not(applications.reapplyAllowed)),
    );
  return rows.map((row) => row.jobOpeningId!);
}
