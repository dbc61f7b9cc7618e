import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffInvitations } from '../../db/schema';

export type NewStaffInvitation = Omit<typeof staffInvitations.$inferInsert, 'id' | 'acceptedAt' | 'acceptedBy'>;

/** Stores the address's invitation, replacing an earlier one (its link stops working) in one statement. */
export async function replaceStaffInvitation(db: Database, values: NewStaffInvitation) {
  await db
    .insert(staffInvitations)
    .values(values)
    .onConflictDoUpdate({
      target: staffInvitations.email,
      set: { ...values, acceptedAt: null, acceptedBy: null, createdAt: sql`now()` },
    });
}

/**
 * The invitation with this token hash; with `lock`, its row is locked until the transaction ends, so
 * of two acceptances at once the second sees it used.
 */
export async function findStaffInvitation(db: Database, tokenHash: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(staffInvitations).where(eq(staffInvitations.tokenHash, tokenHash));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export type StaffInvitationRow = typeof staffInvitations.$inferSelect;

/** Marks the invitation used; false when it was used meanwhile. */
export async function markStaffInvitationAccepted(db: Database, id: string, userId: string) {
  const rows = await db
    .update(staffInvitations)
    .set({ acceptedAt: new Date(), acceptedBy: userId })
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt)))
    .returning({ id: staffInvitations.id });
  return rows.length > 0;
}

/** Removes invitations never accepted a month after they expired: the name and address are not kept for nothing. */
export async function purgeExpiredStaffInvitations(db: Database) {
  await db
    .delete(staffInvitations)
    .where(
      and(
        isNull(staffInvitations.acceptedAt),
        lte(staffInvitations.expiresAt, new Date(Date.now() - 30 * 24 * 60 * 60_000)),
      ),
    );
}
