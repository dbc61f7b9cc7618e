import { and, count, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contains } from '../../db/contains';
import { applications, jobOpenings, positions, shortlistCandidates } from '../../db/schema';
import { consentCovers, consentSql, type ConsentScope } from './consent';

/**
 * A page of the applications staff may add, newest first: consent covers the client, not erased, not
 * withdrawn, not on the shortlist yet; `q` matches a part of the name, the job's title or the position.
 */
export async function findEligible(
  db: Database,
  shortlist: ConsentScope,
  options: { q?: string; limit: number; offset: number },
) {
  const q = options.q;
  const where = and(
    isNull(applications.anonymisedAt),
    ne(applications.stage, 'Withdrawn'),
    consentCovers(shortlist),
    sql`not exists (select 1 from ${shortlistCandidates} sc where sc.shortlist_id = ${shortlist.id} and sc.application_id = ${applications.id})`,
    q ? or(contains(applications.name, q), contains(positions.name, q), contains(jobOpenings.title, q)) : undefined,
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
