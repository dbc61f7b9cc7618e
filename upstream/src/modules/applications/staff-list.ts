import { and, count, eq, getTableColumns, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { applicationCountCap, applicationStages, type ApplicationListQuery } from '@contracts/applications/staff';
import { applicationFields } from '@contracts/applications/fields';
import type { CsvField } from '@contracts/core/field-places';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { contains } from '../../db/contains';
import { keyOrder, keyText, pageScan, type KeyPart, type PageStart } from '../../db/keyset';
import { applications, jobOpenings, positions, preferredLocations } from '../../db/schema';
import { readinessInputsSql, readinessWhere } from './readiness-sql';
import { declaredColumnsOf } from '../../lib/declared-columns';
import { isUuid } from '../../lib/uuid';
import { referenceNames } from './read';
import type { ListsPastCap } from './lists-past-cap';
import type { StaffScope } from '../../lib/staff-scope';
import { applicationScopeWhere } from './scope';

export type ListFilters = Omit<ApplicationListQuery, 'after' | 'before' | 'last' | 'pageSize' | 'sort' | 'order'> & {
  /** The staff caller's scope (lib/staff-scope.ts): only its applications are listed. */
  scope?: StaffScope;
};
export type ListOrder = Pick<ApplicationListQuery, 'sort' | 'order'>;

/** A query's filters, apart from its order and where its page starts. */
export function listFiltersOf({ job, position, stage, english, location, from, to, q, readiness }: ListFilters) {
  return { job, position, stage, english, location, from, to, q, readiness };
}

/** The staff list's rows: every filter is an equality or range an index of schema/submissions.ts serves. */
function whereOf(f: ListFilters): SQL {
  // Anonymised applications (account erased) only count in the dashboard's statistics.
  const where: SQL[] = [isNull(applications.anonymisedAt)];
  const inScope = f.scope && applicationScopeWhere(f.scope);
  if (inScope) where.push(inScope);
  if (f.readiness) where.push(readinessWhere(f.readiness));
  if (f.job) where.push(eq(applications.jobOpeningId, f.job));
  if (f.position) {
    // The chosen position of a general application, or the position of the opening applied to: two
    // index scans joined (the openings' ids come first as an array, so no join is needed).
    const openings = sql`array(select ${jobOpenings.id} from ${jobOpenings} where ${jobOpenings.positionId} = ${f.position})`;
    where.push(or(eq(applications.appliedForId, f.position), sql`${applications.jobOpeningId} = any(${openings})`)!);
  }
  if (f.stage) where.push(eq(applications.stage, f.stage));
  if (f.english) where.push(eq(applications.englishProficiency, f.english));
  if (f.location) where.push(eq(applications.preferredLocationId, f.location));
  if (f.from) where.push(gte(applications.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) where.push(lt(applications.createdAt, sql`${`${f.to}T00:00:00Z`}::timestamptz + interval '1 day'`));
  if (f.q) {
    // Trigram indexes (pg_trgm) serve a part of a name or email; the user's % and _ are literal.
    where.push(or(contains(applications.name, f.q), contains(applications.email, f.q))!);
  }
  return and(...where)!;
}

const timestampText = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/;
const createdAt: KeyPart = {
  column: applications.createdAt,
  type: 'timestamptz',
  valid: (t) => timestampText.test(t),
};
const id: KeyPart = { column: applications.id, type: 'uuid', valid: (t) => isUuid(t) };

/** Each sort's key: its column, then the newest first among equals (the indexes' order). */
export const listKeys: Record<ListOrder['sort'], KeyPart[]> = {
  createdAt: [createdAt, id],
  name: [{ column: applications.name, type: 'text', valid: (t) => t.length <= 500 }, createdAt, id],
  stage: [
    {
      column: applications.stage,
      type: 'application_stage',
      valid: (t) => (applicationStages as readonly string[]).includes(t),
    },
    createdAt,
    id,
  ],
  experienceInYears: [
    { column: applications.experienceInYears, type: 'integer', valid: (t) => /^-?\d{1,9}$/.test(t) },
    createdAt,
    id,
  ],
};

/**
 * The row's declared fields (applicationFields' `csv`): their columns beside the record's own, each
 * reference's name beside the row, from the applications table's columns (a test's copy has more).
 */
export function applicationRowColumnsOf(
  declared: { csv: CsvField[] },
  columns: Record<string, PgColumn> = getTableColumns(applications),
) {
  const { stored, joined } = declaredColumnsOf(declared.csv, columns, referenceNames);
  return {
    application: {
      ...stored,
      id: applications.id,
      stage: applications.stage,
      createdAt: applications.createdAt,
      plannedDepartureDate: applications.plannedDepartureDate,
      availableToStart: applications.availableToStart,
    },
    job: { id: jobOpenings.id, title: jobOpenings.title },
    ...joined,
    // Inputs of the readiness column (computed by the contracts' rule): cheap subqueries on a page of rows.
    ...readinessInputsSql,
  };
}

/**
 * What the list and the CSV export show of an application, and no more: the export reads every row,
 * and each column selected costs its allocations 100,000 times (the detail reads the whole row).
 */
const applicationRowColumns = applicationRowColumnsOf(applicationFields);

/**
 * One page of `size` rows from `start` in the list's order, with one more looked up to tell whether
 * the list goes on. The page's ids are found first by index; only its rows are joined and given their
 * readiness inputs.
 */
export async function listApplicationPage(
  db: Database,
  filters: ListFilters,
  order: ListOrder,
  start: PageStart,
  size: number,
) {
  const key = listKeys[order.sort];
  const { backwards, reading, where } = pageScan(key, order.order, start);
  const ids = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(whereOf(filters), where))
    .orderBy(...keyOrder(key, reading))
    .limit(size + 1);
  return pageOfIds(
    db,
    key,
    ids.map((row) => row.id),
    size,
    backwards,
  );
}

/** The page's rows from its ids in reading order (one more than `size` when the list goes on). */
async function pageOfIds(db: Database, key: KeyPart[], ids: string[], size: number, backwards: boolean) {
  const more = ids.length > size;
  const pageIds = ids.slice(0, size);
  if (backwards) pageIds.reverse();
  // Fetched by primary key in a second query: joined to the first, the planner may read the whole table.
  const found =
    pageIds.length === 0
      ? []
      : await db
          .select({ ...applicationRowColumns, key: keyText(key) })
          .from(applications)
          .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
          .leftJoin(positions, eq(positions.id, applications.appliedForId))
          .leftJoin(preferredLocations, eq(preferredLocations.id, applications.preferredLocationId))
          // One text parameter rather than one per id: building a query of 1,000 parameters cost the
          // export more than reading its rows.
          .where(sql`${applications.id} = any(string_to_array(${pageIds.join(',')}, ',')::uuid[])`);
  const byId = new Map(found.map((row) => [row.application.id, row]));
  const rows = pageIds.flatMap((id) => byId.get(id) ?? []);
  return { rows, more, backwards };
}

export type ApplicationListRow = Awaited<ReturnType<typeof listApplicationPage>>['rows'][number];

/**
 * A page of the list and the matching rows counted up to the cap, as the staff list shows them. A
 * list known to be past the cap reads its page only.
 */
export async function listApplicationPageAndCount(
  db: Database,
  filters: ListFilters,
  order: ListOrder,
  start: PageStart,
  size: number,
  pastCap: ListsPastCap,
) {
  // A list past the cap for a Manager may be short for a recruiter: the scope is part of the list.
  const scope = !filters.scope || filters.scope.all ? 'all' : filters.scope;
  const list = JSON.stringify({ ...listFiltersOf(filters), scope });
  if (pastCap.has(list)) {
    const page = await listApplicationPage(db, filters, order, start, size);
    return { page, count: { total: applicationCountCap, capped: true } };
  }
  const found = filters.q
    ? await searchPageAndCount(db, filters, order, start, size)
    : await filteredPageAndCount(db, filters, order, start, size);
  if (found.count.capped) pastCap.add(list);
  return found;
}

/** A list without a search: its page by index, and its rows counted up to the cap beside it. */
async function filteredPageAndCount(
  db: Database,
  filters: ListFilters,
  order: ListOrder,
  start: PageStart,
  size: number,
) {
  const [page, count] = await Promise.all([
    listApplicationPage(db, filters, order, start, size),
    countApplications(db, filters),
  ]);
  return { page, count };
}

/**
 * A search's page and count in one statement. Its matches are read once, up to one past the cap
 * (a materialised capped scan): at most the cap, they are counted and paged by the list's key (a
 * rare term, a part of one email, was read twice before, for the page and for the count). Past the
 * cap, the count is the cap and the page comes from the list's own order, read only then (a
 * subquery in the untaken branch of a CASE is never run): one round trip either way.
 */
async function searchPageAndCount(
  db: Database,
  filters: ListFilters,
  order: ListOrder,
  start: PageStart,
  size: number,
) {
  const key = listKeys[order.sort];
  const { backwards, reading, where } = pageScan(key, order.order, start);
  const keyOrderSql = sql.join(keyOrder(key, reading), sql`, `);
  // Every key ends with the id, which the page selects.
  const keyColumns = sql.join(
    key.map(({ column }) => sql`${column}`),
    sql`, `,
  );
  const pageWhere = where ? sql`where ${where}` : sql``;
  const matching = whereOf(filters);
  // Written out: drizzle's builder cannot say `materialized`. The matches are named "applications"
  // outside their scan, so the key's columns and the page's condition read them as they read the table.
  // For a common word (a surname) the planner misjudges the trigram indexes and would read every row
  // (0.5 s at 100,000 rather than 40 ms): a search always goes through them.
  const [found] = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`
      with matches as materialized (
        select ${keyColumns} from ${applications} where ${matching} limit ${applicationCountCap + 1}
      ),
      counted as (select count(*)::int as n from matches)
      select n, case when n > ${applicationCountCap}
        then array(
          select ${applications.id}::text from ${applications}
          where ${and(matching, where)} order by ${keyOrderSql} limit ${size + 1})
        else array(
          select id::text from matches as ${applications} ${pageWhere}
          order by ${keyOrderSql} limit ${size + 1})
        end as ids
      from counted`)) as unknown as { rows: { n: number; ids: string[] }[] }; // both drivers answer { rows }
    return result.rows;
  });
  const n = found?.n ?? 0;
  const page = await pageOfIds(db, key, found?.ids ?? [], size, backwards);
  return { page, count: { total: Math.min(n, applicationCountCap), capped: n > applicationCountCap } };
}

/** Every matching row counted, with no cap: how many applicants a CSV export holds (its access entry says). */
export async function countEveryMatch(db: Database, filters: ListFilters) {
  const [row] = await db.select({ n: count() }).from(applications).where(whereOf(filters));
  return row?.n ?? 0;
}

/** The matching rows of a list without a search, counted up to one past the cap: never a scan of the whole table per page view. */
async function countApplications(db: Database, filters: ListFilters) {
  const capped = db
    .select({ one: sql`1` })
    .from(applications)
    .where(whereOf(filters))
    .limit(applicationCountCap + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  const n = row?.n ?? 0;
  return { total: Math.min(n, applicationCountCap), capped: n > applicationCountCap };
}
