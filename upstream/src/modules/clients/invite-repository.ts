import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clientInvites, clients, users } from '../../db/schema';

/**
 * The invitation with this token hash and its client's name; with `lock`, its row is locked until the
 * transaction ends, so of two acceptances at once the second sees it used.
 */
export async function findInviteByHash(db: Database, tokenHash: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      id: clientInvites.id,
      clientId: clientInvites.clientId,
      clientName: clients.name,
      email: clientInvites.email,
      expiresAt: clientInvites.expiresAt,
      acceptedAt: clientInvites.acceptedAt,
    })
    .from(clientInvites)
    .innerJoin(clients, eq(clients.id, clientInvites.clientId))
    .where(eq(clientInvites.tokenHash, tokenHash));
  const [row] = await (options.lock ? query.for('update', { of: clientInvites }) : query);
  return row;
}

export type InviteRow = NonNullable<Awaited<ReturnType<typeof findInviteByHash>>>;

/** Marks the invitation used; false when it was used meanwhile. */
export async function markInviteAccepted(db: Database, inviteId: string, userId: string) {
  const rows = await db
    .update(clientInvites)
    .set({ acceptedAt: new Date(), acceptedBy: userId })
    .where(and(eq(clientInvites.id, inviteId), isNull(clientInvites.acceptedAt)))
    .returning({ id: clientInvites.id });
  return rows.length > 0;
}

export async function accountExists(db: Database, email: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return rows.length > 0;
}
