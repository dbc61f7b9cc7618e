import type { z } from 'zod';
import type { talentPoolQuerySchema } from '@contracts/talent-pool';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/contains';
import { qualified } from '../../db/qualified';
import { applicationDocuments, applications, candidateProfiles, preferredLocations, users } from '../../db/schema';

export type PoolQuery = z.output<typeof talentPoolQuerySchema>;
type PoolFilters = Omit<PoolQuery, 'sort' | 'page' | 'pageSize'>;

const p = candidateProfiles;

/** Candidates who applied at least once with some verified deployment document (few: those offered or deployed). */
const verifiedCandidates = sql`select a.user_id from ${applicationDocuments} d
  join ${applications} a on a.id = d.application_id
  where d.status = 'Verified' and a.anonymised_at is null`;

/**
 * The pool: active candidate accounts whose profile holds details, and each filter as an equality or
 * range on the profile (the partial indexes of schema/candidate-profiles.ts share its condition).
 */
function whereOf(f: PoolFilters): SQL {
  const where: (SQL | undefined)[] = [
    isNotNull(p.experienceInYears),
    eq(users.userType, 'User'),
    eq(users.isDisabled, false),
  ];
  // The trigram index's own expression: a part of a position applied for or of the previous job title.
  if (f.q) where.push(ilike(sql`(${p.previousJobTitle} || ' ' || ${p.positionNames})`, containsPattern(f.q)));
  if (f.experienceMin !== undefined) where.push(gte(p.experienceInYears, f.experienceMin));
  if (f.experienceMax !== undefined) where.push(lte(p.experienceInYears, f.experienceMax));
  if (f.english) where.push(eq(p.englishProficiency, f.english));
  if (f.education) where.push(eq(p.education, f.education));
  if (f.location) where.push(eq(p.preferredLocationId, f.location));
  if (f.availableBy) where.push(lte(p.availableToStart, f.availableBy));
  if (f.passportValidUntil) where.push(gte(p.passportExpiry, f.passportValidUntil));
  if (f.documentsVerified) where.push(sql`${p.userId} in (${verifiedCandidates})`);
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

const applicationsOf = sql<number>`(select count(*)::int from ${applications} a
  where a.user_id = ${qualified(p.userId)} and a.anonymised_at is null)`;
const verifiedOf = sql<number>`(select count(*)::int from ${applicationDocuments} d
  join ${applications} a on a.id = d.application_id
  where a.user_id = ${qualified(p.userId)} and a.anonymised_at is null and d.status = 'Verified')`;

/**
 * One page of the pool in the query's order, and how many match. The page's ids come first, by
 * index; only those rows are joined and counted (their applications and verified documents).
 */
export async function listPool(db: Database, query: PoolQuery) {
  const where = whereOf(query);
  const [ids, [total]] = await Promise.all([
    db
      .select({ id: p.userId })
      .from(p)
      .innerJoin(users, eq(users.id, p.userId))
      .where(where)
      .orderBy(...orders[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(p).innerJoin(users, eq(users.id, p.userId)).where(where),
  ]);
  const pageIds = ids.map((row) => row.id);
  const found =
    pageIds.length === 0
      ? []
      : await db
          .select({
            id: p.userId,
            name: users.name,
            positionNames: p.positionNames,
            previousJobTitle: p.previousJobTitle,
            experienceInYears: p.experienceInYears,
            englishProficiency: p.englishProficiency,
            education: p.education,
            preferredLocation: preferredLocations.name,
            availableToStart: p.availableToStart,
            passportExpiry: p.passportExpiry,
            hasVideo: sql<boolean>`${p.videoUploadId} is not null`,
            documentsVerified: verifiedOf,
            applications: applicationsOf,
            lastActiveAt: p.lastActiveAt,
          })
          .from(p)
          .innerJoin(users, eq(users.id, p.userId))
          .leftJoin(preferredLocations, eq(preferredLocations.id, p.preferredLocationId))
          .where(inArray(p.userId, pageIds));
  const byId = new Map(found.map((row) => [row.id, row]));
  return { rows: pageIds.flatMap((id) => byId.get(id) ?? []), total: total?.n ?? 0 };
}

export type PoolRow = Awaited<ReturnType<typeof listPool>>['rows'][number];
