import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/** A durable queue's table: rows due at `nextAttemptAt`, with an attempt count and the last attempt's time. */
type QueueTable = PgTable & { id: PgColumn; attempts: PgColumn; lastAttemptAt: PgColumn; nextAttemptAt: PgColumn };

/**
 * Claims up to `limit` rows of a durable queue (the mail outbox, the text messages) that are `waiting`
 * and due at `now`: locked with SKIP LOCKED so two instances never take one row, each counting an
 * attempt and pushed `leaseMs` ahead, so a process that dies mid-send leaves it to be taken again.
 */
export async function claimDue<T extends QueueTable>(
  db: Database,
  table: T,
  waiting: SQL,
  claim: { now: Date; leaseMs: number; limit: number },
): Promise<T['$inferSelect'][]> {
  const { now, leaseMs, limit } = claim;
  const due = db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(waiting, sql`${table.nextAttemptAt} <= ${now}`))
    .orderBy(table.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const set = {
    attempts: sql`${table.attempts} + 1`,
    lastAttemptAt: now,
    nextAttemptAt: new Date(now.getTime() + leaseMs),
  } as unknown as PgUpdateSetSource<T>;
  const rows = await db.update(table).set(set).where(inArray(table.id, due)).returning();
  return rows as T['$inferSelect'][];
}
