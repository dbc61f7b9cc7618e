import { asc, eq, sql } from 'drizzle-orm';
import {
  clientContacts,
  clientInvites,
  clients,
  shortlistCandidates,
  shortlistDecisions,
  shortlists,
  users,
} from '../../../db/schema';
import type { PrivacyPart } from './part';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * An employer contact's side: the client they belong to, the invitations mailed to their address, and
 * the decisions they recorded (their own words included). Erasure removes the membership and the
 * invitations; the decisions stay, as the client's, with no one named (decided_by is set null when
 * the account row goes).
 */
export const clientPortalPart: PrivacyPart = {
  name: 'clientPortal',
  async collect(db, userId) {
    const [membership, invites, decisions] = await Promise.all([
      db
        .select({ client: clients.name, since: clientContacts.createdAt })
        .from(clientContacts)
        .innerJoin(clients, eq(clients.id, clientContacts.clientId))
        .where(eq(clientContacts.userId, userId)),
      db
        .select({
          client: clients.name,
          email: clientInvites.email,
          sentAt: clientInvites.createdAt,
          expiresAt: clientInvites.expiresAt,
          acceptedAt: clientInvites.acceptedAt,
        })
        .from(clientInvites)
        .innerJoin(clients, eq(clients.id, clientInvites.clientId))
        .innerJoin(users, eq(sql`lower(${users.email})`, sql`lower(${clientInvites.email})`))
        .where(eq(users.id, userId))
        .orderBy(asc(clientInvites.createdAt)),
      db
        .select({
          shortlist: shortlists.title,
          decision: shortlistDecisions.decision,
          reason: shortlistDecisions.reason,
          comment: shortlistDecisions.comment,
          scorecard: shortlistDecisions.scorecard,
          at: shortlistDecisions.createdAt,
        })
        .from(shortlistDecisions)
        .innerJoin(shortlistCandidates, eq(shortlistCandidates.id, shortlistDecisions.shortlistCandidateId))
        .innerJoin(shortlists, eq(shortlists.id, shortlistCandidates.shortlistId))
        .where(eq(shortlistDecisions.decidedBy, userId))
        .orderBy(asc(shortlistDecisions.createdAt)),
    ]);
    return {
      data: {
        client: membership[0] ? { name: membership[0].client, since: membership[0].since.toISOString() } : null,
        invitations: invites.map((i) => ({
          ...i,
          sentAt: i.sentAt.toISOString(),
          expiresAt: i.expiresAt.toISOString(),
          acceptedAt: iso(i.acceptedAt),
        })),
        decisions: decisions.map((d) => ({ ...d, at: d.at.toISOString() })),
      },
    };
  },
  async erase(db, userId) {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return { count: 0 };
    const invites = await db
      .delete(clientInvites)
      .where(eq(sql`lower(${clientInvites.email})`, user.email.toLowerCase()))
      .returning({ id: clientInvites.id });
    const memberships = await db
      .delete(clientContacts)
      .where(eq(clientContacts.userId, userId))
      .returning({ userId: clientContacts.userId });
    return { count: invites.length + memberships.length };
  },
};
