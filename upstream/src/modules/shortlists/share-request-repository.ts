import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clients, jobOpenings, positions, shareRequests, shortlists } from '../../db/schema';

type Answer = 'Yes' | 'No';

/** A request with what its question names: the client, and the job order's position, else its title, else the shortlist's. */
function withNames(db: Database) {
  return db
    .select({
      id: shareRequests.id,
      shortlistId: shareRequests.shortlistId,
      shortlistTitle: shortlists.title,
      userId: shareRequests.userId,
      applicationId: shareRequests.applicationId,
      askedBy: shareRequests.askedBy,
      client: clients.name,
      position: sql<string>`coalesce(${positions.name}, ${jobOpenings.title}, ${shortlists.title})`,
      status: shareRequests.status,
      askedAt: shareRequests.askedAt,
      answeredAt: shareRequests.answeredAt,
    })
    .from(shareRequests)
    .innerJoin(shortlists, eq(shortlists.id, shareRequests.shortlistId))
    .innerJoin(clients, eq(clients.id, shortlists.clientId))
    .leftJoin(jobOpenings, eq(jobOpenings.id, shortlists.jobOpeningId))
    .leftJoin(positions, eq(positions.id, jobOpenings.positionId));
}

export type NamedShareRequest = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

/** Every request made to the candidate, newest first; only those still unanswered when `open`. */
export async function findRequestsOf(db: Database, userId: string, options: { open: boolean }) {
  return withNames(db)
    .where(and(eq(shareRequests.userId, userId), options.open ? eq(shareRequests.status, 'Asked') : undefined))
    .orderBy(desc(shareRequests.askedAt), desc(shareRequests.id));
}

/** One request, if it was made to this candidate. */
export async function findRequest(db: Database, id: string, userId: string) {
  const [row] = await withNames(db).where(and(eq(shareRequests.id, id), eq(shareRequests.userId, userId)));
  return row;
}

/** The candidate's request about this shortlist, if any (asked once). */
export async function findRequestFor(db: Database, shortlistId: string, userId: string) {
  const [row] = await db
    .select({ id: shareRequests.id, status: shareRequests.status })
    .from(shareRequests)
    .where(and(eq(shareRequests.shortlistId, shortlistId), eq(shareRequests.userId, userId)));
  return row;
}

/** Asks the candidate; null when they were asked about this shortlist already (the unique index decides). */
export async function insertRequest(
  db: Database,
  values: { shortlistId: string; userId: string; applicationId: string; askedBy: string },
) {
  const [row] = await db
    .insert(shareRequests)
    .values(values)
    .onConflictDoNothing({ target: [shareRequests.shortlistId, shareRequests.userId] })
    .returning({ id: shareRequests.id });
  return row ?? null;
}

/** Records the answer if the request is still unanswered: of two answers at once, one wins. */
export async function answerRequest(db: Database, id: string, userId: string, answer: Answer) {
  const [row] = await db
    .update(shareRequests)
    .set({ status: answer, answeredAt: new Date() })
    .where(and(eq(shareRequests.id, id), eq(shareRequests.userId, userId), eq(shareRequests.status, 'Asked')))
    .returning({ id: shareRequests.id });
  return Boolean(row);
}

/** Deletes the candidate's requests (erasure); answers how many went. */
export async function deleteRequestsOf(db: Database, userId: string) {
  const rows = await db
    .delete(shareRequests)
    .where(eq(shareRequests.userId, userId))
    .returning({ id: shareRequests.id });
  return rows.length;
}
