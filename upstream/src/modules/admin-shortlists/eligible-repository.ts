import { and, count, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/contains';
import { applications, jobOpenings, positions, shortlistCandidates } from '../../db/schema';
import { consentSql, type LockedShortlist } from './repository';

/**
 * Where an application's consent covers the shortlist's client, as a condition the list's indexes
 * serve (by job opening, within the listed rows): the job order's own applications when it is the
 * client's, and every general one.
 */
function consentCovers(shortlist: Pick<LockedShortlist, 'clientId' | 'jobOpeningId'>) {
  const general = isNull(applications.jobOpeningId);
  if (!shortlist.jobOpeningId) return general;
  const ownJobOrder = and(
    eq(applications.jobOpeningId, shortlist.jobOpeningId),
    sql`exists (select 1 from ${jobOpenings} j where j.id = ${shortlist.jobOpeningId} and j.client_id = ${shortlist.clientId})`,
  );
  return or(general, ownJobOrder)!;
}

/**
 * A page of the applications staff may add, newest first: consent covers the client, not erased, not
 * withdrawn, not on the shortlist yet; `q` matches a part of the name, the job's title or the position.
 */
export async function findEligible(
  db: Database,
  shortlist: Pick<LockedShortlist, 'id' | 'clientId' | 'jobOpeningId'>,
  options: { q?: string; limit: number; offset: number },
) {
  const pattern = options.q ? containsPattern(options.q) : undefined;
  const where = and(
    isNull(applications.anonymisedAt),
    ne(applications.stage, 'Withdrawn'),
    consentCovers(shortlist),
    sql`not exists (select 1 from ${shortlistCandidates} sc where sc.shortlist_id = ${shortlist.id} and sc.application_id = ${applications.id})`,
    pattern
      ? or(ilike(applications.name, pattern), ilike(positions.name, pattern), ilike(jobOpenings.title, pattern))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: applications.id,
        name: applications.name,
        jobTitle: jobOpenings.title,
        appliedFor: positions.name,
        stage: applications.stage,
        experienceInYears: applications.experienceInYears,
        consent: consentSql(shortlist),
        createdAt: applications.createdAt,
      })
      .from(applications)
      .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
      .leftJoin(positions, eq(positions.id, applications.appliedForId))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ n: count() })
      .from(applications)
      .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
      .leftJoin(positions, eq(positions.id, applications.appliedForId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
