import { and, asc, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { qualified } from '../../db/qualified';
import { applications, shortlistCandidates, shortlists } from '../../db/schema';

/** Undecided candidates an employer may see (erased applications are not). */
const undecidedSql = sql`exists (select 1 from ${shortlistCandidates} sc join ${applications} a on a.id = sc.application_id
  where sc.shortlist_id = ${qualified(shortlists.id)} and sc.decision is null and a.anonymised_at is null)`;

/**
 * Marks as reminded (and answers) up to `limit` shortlists sent before `sentBefore`, not reminded yet,
 * with a candidate still undecided. One statement, conditional on reminded_at being null: of two runs
 * at once (two instances) each shortlist goes to one, so its contacts are reminded once.
 */
export async function claimDueReminders(db: Database, sentBefore: Date, limit: number) {
  const due = db
    .select({ id: shortlists.id })
    .from(shortlists)
    .where(
      and(
        eq(shortlists.status, 'Sent'),
        isNull(shortlists.remindedAt),
        lt(shortlists.sentAt, sentBefore),
        undecidedSql,
      ),
    )
    .orderBy(asc(shortlists.sentAt))
    .limit(limit);
  return db
    .update(shortlists)
    .set({ remindedAt: sql`now()` })
    .where(and(inArray(shortlists.id, due), isNull(shortlists.remindedAt)))
    .returning({ id: shortlists.id, clientId: shortlists.clientId, title: shortlists.title });
}

/** How many candidates on the shortlist have no decision yet. */
export async function countUndecided(db: Database, shortlistId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(shortlistCandidates)
    .innerJoin(
      applications,
      and(eq(applications.id, shortlistCandidates.applicationId), isNull(applications.anonymisedAt)),
    )
    .where(and(eq(shortlistCandidates.shortlistId, shortlistId), isNull(shortlistCandidates.decision)));
  return row?.n ?? 0;
}
