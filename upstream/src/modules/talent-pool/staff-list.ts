import type { z } from 'zod';
import { applicationFields } from '@contracts/applications/fields';
import { talentPoolCountCap, type talentPoolQuerySchema } from '@contracts/candidates/talent-pool';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contains } from '../../db/contains';
import { qualified } from '../../db/qualified';
import { declaredColumnsOf } from '../../lib/declared-columns';
import {
  applicationDocuments,
  applications,
  candidateProfiles,
  candidateSearchText,
  preferredLocations,
  users,
} from '../../db/schema';

export type PoolQuery = z.output<typeof talentPoolQuerySchema>;
type PoolFilters = Omit<PoolQuery, 'sort' | 'page' | 'pageSize'>;

const p = candidateProfiles;

/** The profile's fields staff see in the pool (applicationFields' `profile`, but the masked): columns, and the location's name. */
const poolColumns = declaredColumnsOf(applicationFields.profileSeen, getTableColumns(p), {
  preferredLocation: preferredLocations.name,
});

/** A verified deployment document on one of the candidate's applications (erased ones are not theirs any more). */
const hasVerifiedDocument = sql`exists (select 1 from ${applicationDocuments} d
  join ${applications} a on a.id = d.application_id
  where a.user_id = ${qualified(p.userId)} and a.anonymised_at is null and d.status = 'Verified')`;

/**
 * The few accounts left out of the pool (staff, employers, disabled candidates), by a small partial
 * index of users: the pool's queries then read profiles alone.
 */
const outsidePool = sql`${p.userId} not in (select ${users.id} from ${users} where ${users.isDisabled} or ${users.userType} <> 'User')`;

/**
 * The pool: active candidate accounts whose profile holds details, and each filter as an equality or
 * range on the profile (the partial indexes of schema/candidate-profiles.ts share its condition).
 */
function whereOf(f: PoolFilters): SQL {
  const where: (SQL | undefined)[] = [isNotNull(p.experienceInYears), outsidePool];
  // The trigram index's own expression: a part of a position applied for or of the previous job title.
  if (f.q) where.push(contains(candidateSearchText(p), f.q));
  if (f.experienceMin !== undefined) where.push(gte(p.experienceInYears, f.experienceMin));
  if (f.experienceMax !== undefined) where.push(lte(p.experienceInYears, f.experienceMax));
  if (f.english) where.push(eq(p.englishProficiency, f.english));
  if (f.education) where.push(eq(p.education, f.education));
  if (f.location) where.push(eq(p.preferredLocationId, f.location));
  if (f.availableBy) where.push(lte(p.availableToStart, f.availableBy));
  if (f.passportValidUntil) where.push(gte(p.passportExpiry, f.passportValidUntil));
  if (f.documentsVerified) where.push(hasVerifiedDocument);
  if (f.hasVideo) where.push(isNotNull(p.videoUploadId));
  if (f.activeSince) where.push(gte(p.lastActiveAt, new Date(`${f.activeSince}T00:00:00Z`)));
  return and(...where)!;
}

/** Each sort, ending in the account's id so that a page never repeats or skips a candidate. */
const orders: Record<PoolQuery['sort'], SQL[]> = {
  lastActive: [desc(p.lastActiveAt), desc(p.userId)],
  experience: [desc(p.experienceInYears), desc(p.lastActiveAt), desc(p.userId)],
  availableToStart: [asc(p.availableToStart), asc(p.userId)],
  name: [asc(users.name), asc(users.id)],
};

/** The candidate's applications (not erased) and their verified documents, counted in one look-up. */
const countsOf = sql<[number, number]>`(select array[count(distinct a.id), count(d.id)]::int[] from ${applications} a
  left join ${applicationDocuments} d on d.application_id = a.id and d.status = 'Verified'
  where a.user_id = ${qualified(p.userId)} and a.anonymised_at is null)`;

/** The page's ids in the query's order: by index, reading profiles alone (and accounts for the sort by name). */
function pageIds(db: Database, query: PoolQuery) {
  const ids = db.select({ id: p.userId }).from(p);
  const ordered = query.sort === 'name' ? ids.innerJoin(users, eq(users.id, p.userId)) : ids;
  return ordered
    .where(whereOf(query))
    .orderBy(...orders[query.sort])
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/** The matching candidates, counted up to one past the cap: a query, and the same as a column. */
function cappedMatches(db: Database, filters: PoolFilters) {
  return db
    .select({ one: sql`1` })
    .from(p)
    .where(whereOf(filters))
    .limit(talentPoolCountCap + 1);
}
const countedOf = (n: number) => ({ total: Math.min(n, talentPoolCountCap), totalCapped: n > talentPoolCountCap });

/**
 * One page of the pool in the query's order, and how many match, in one round trip (each one
 * costs more here than the query itself): the page's ids come first, by index, and only those rows
 * are joined and counted (their applications and verified documents); the capped count rides
 * along as a column, evaluated once. A page past the end has no row to carry it: counted apart.
 */
export async function listPool(db: Database, query: PoolQuery) {
  const rows = await db
    .select({
      id: p.userId,
      name: users.name,
      positionNames: p.positionNames,
      details: poolColumns.stored,
      ...poolColumns.joined,
      hasVideo: sql<boolean>`${p.videoUploadId} is not null`,
      counts: countsOf,
      lastActiveAt: p.lastActiveAt,
      matching: sql<number>`(select count(*)::int from (${cappedMatches(db, query)}) capped)`,
    })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .leftJoin(preferredLocations, eq(preferredLocations.id, p.preferredLocationId))
    .where(inArray(p.userId, pageIds(db, query)))
    .orderBy(...orders[query.sort]);
  if (rows.length > 0) return { rows, ...countedOf(rows[0]!.matching) };
  const [row] = await db.select({ n: count() }).from(cappedMatches(db, query).as('capped'));
  return { rows, ...countedOf(row?.n ?? 0) };
}

export type PoolRow = Awaited<ReturnType<typeof listPool>>['rows'][number];
