import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DecisionView, Scorecard } from '@contracts/shortlists/shortlist';
import type { Database } from '../../db/client';
import { shortlistCandidates, shortlistDecisions, users } from '../../db/schema';

type DecisionValues = Omit<typeof shortlistDecisions.$inferInsert, 'id' | 'createdAt' | 'scorecard'> & {
  scorecard: Scorecard | null;
};

/** Records a decision in the history and as the candidate's current one (in the caller's transaction). */
export async function recordDecision(db: Database, values: DecisionValues) {
  const [row] = await db
    .insert(shortlistDecisions)
    .values(values)
    .returning({ createdAt: shortlistDecisions.createdAt });
  await db
    .update(shortlistCandidates)
    .set({ decision: values.decision, decidedAt: row!.createdAt })
    .where(eq(shortlistCandidates.id, values.shortlistCandidateId));
}

/** Every decision on these shortlist entries, newest first, with the name of who decided (null once erased). */
export async function findDecisionHistory(db: Database, candidateIds: string[]) {
  if (candidateIds.length === 0) return [];
  const rows = await db
    .select({
      candidateId: shortlistDecisions.shortlistCandidateId,
      decision: shortlistDecisions.decision,
      reason: shortlistDecisions.reason,
      comment: shortlistDecisions.comment,
      scorecard: shortlistDecisions.scorecard,
      decidedBy: users.name,
      createdAt: shortlistDecisions.createdAt,
    })
    .from(shortlistDecisions)
    .leftJoin(users, eq(users.id, shortlistDecisions.decidedBy))
    .where(inArray(shortlistDecisions.shortlistCandidateId, candidateIds))
    .orderBy(desc(shortlistDecisions.createdAt), desc(shortlistDecisions.id));
  return rows.map(({ candidateId, createdAt, ...d }) => ({
    candidateId,
    view: { ...d, scorecard: d.scorecard as Scorecard | null, decidedAt: createdAt.toISOString() } as DecisionView,
  }));
}

/** Each entry's decisions, newest first. */
export function historyByCandidate(history: Awaited<ReturnType<typeof findDecisionHistory>>) {
  const byCandidate = new Map<string, DecisionView[]>();
  for (const { candidateId, view } of history) {
    byCandidate.set(candidateId, [...(byCandidate.get(candidateId) ?? []), view]);
  }
  return byCandidate;
}

/** Records that a contact opened the card: the first time and who, once. */
export async function recordCardOpened(db: Database, candidateId: string, userId: string) {
  await db
    .update(shortlistCandidates)
    .set({ firstOpenedAt: sql`now()`, firstOpenedBy: userId })
    .where(and(eq(shortlistCandidates.id, candidateId), sql`${shortlistCandidates.firstOpenedAt} is null`));
}

/** Records how far the card's video played: when it first did, and the furthest second reached. */
export async function recordVideoPlayed(db: Database, candidateId: string, seconds: number) {
  await db
    .update(shortlistCandidates)
    .set({
      videoPlayedAt: sql`coalesce(${shortlistCandidates.videoPlayedAt}, now())`,
      videoWatchedSeconds: sql`greatest(coalesce(${shortlistCandidates.videoWatchedSeconds}, 0), ${seconds}::real)`,
    })
    .where(eq(shortlistCandidates.id, candidateId));
}

/** The staff account's address while it is an active staff account (else the agency's inbox is told). */
export async function findStaffAddress(db: Database, userId: string | null) {
  if (!userId) return undefined;
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.userType, 'Admin'), eq(users.isDisabled, false)));
  return row?.email;
}
