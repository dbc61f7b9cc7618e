import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { qualified } from '../../db/qualified';
import { findClientInquiries } from './overview-repository';
import { contains } from '../../db/contains';
import type { StaffScope } from '../../lib/staff-scope';
import { clientScopeWhere } from './scope';
import {
  clientContacts,
  clientInvites,
  clients,
  employerInquiries,
  jobOpenings,
  shortlistCandidates,
  shortlists,
  users,
} from '../../db/schema';

export type ClientRow = typeof clients.$inferSelect;
export type ClientValues = Pick<typeof clients.$inferInsert, 'name' | 'businessTypeId' | 'locationId' | 'notes'>;
/** A new client's values: an owner too, when a recruiter makes it. */
type NewClient = ClientValues & Pick<typeof clients.$inferInsert, 'ownerId'>;

const contactsOf = sql<number>`(select count(*)::int from ${clientContacts} where ${clientContacts.clientId} = ${qualified(clients.id)})`;
const openJobOrdersOf = sql<number>`(select count(*)::int from ${jobOpenings} where ${jobOpenings.clientId} = ${qualified(clients.id)} and ${jobOpenings.isActive})`;
const shortlistsOf = sql<number>`(select count(*)::int from ${shortlists} where ${shortlists.clientId} = ${qualified(clients.id)})`;

/** A page of clients, newest first (id breaks ties), optionally matching a part of the name (pg_trgm), and how many match. */
export async function listClients(
  db: Database,
  options: { q?: string; limit: number; offset: number; scope: StaffScope },
) {
  const where = and(options.q ? contains(clients.name, options.q) : undefined, clientScopeWhere(options.scope));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: clients.id,
        name: clients.name,
        createdAt: clients.createdAt,
        contacts: contactsOf,
        openJobOrders: openJobOrdersOf,
        shortlists: shortlistsOf,
      })
      .from(clients)
      .where(where)
      .orderBy(desc(clients.createdAt), desc(clients.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(clients).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every client's id and name in the scope, by name. */
export async function listClientOptions(db: Database, scope: StaffScope) {
  return db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(clientScopeWhere(scope))
    .orderBy(asc(clients.name), asc(clients.id));
}

export async function clientExists(db: Database, id: string) {
  const rows = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  return rows.length > 0;
}

export async function findClient(db: Database, id: string) {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  return row;
}

export async function insertClient(db: Database, values: NewClient) {
  const [row] = await db.insert(clients).values(values).returning();
  return row!;
}

/** False when no client has the id. */
export async function updateClient(db: Database, id: string, values: ClientValues) {
  const rows = await db
    .update(clients)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(clients.id, id))
    .returning({ id: clients.id });
  return rows.length > 0;
}

/** What the client's page lists beside it: contacts, invitations, job orders, inquiries, shortlists. */
export async function findClientRecords(db: Database, clientId: string) {
  const [contacts, invites, jobOrders, inquiries, lists] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email, lastLoginAt: users.lastLoginAt })
      .from(clientContacts)
      .innerJoin(users, eq(users.id, clientContacts.userId))
      .where(eq(clientContacts.clientId, clientId))
      .orderBy(asc(clientContacts.createdAt)),
    db
      .select()
      .from(clientInvites)
      .where(eq(clientInvites.clientId, clientId))
      .orderBy(desc(clientInvites.createdAt))
      .limit(100),
    db
      .select({
        id: jobOpenings.id,
        title: jobOpenings.title,
        isActive: jobOpenings.isActive,
        vacancies: jobOpenings.vacancies,
      })
      .from(jobOpenings)
      .where(eq(jobOpenings.clientId, clientId))
      .orderBy(desc(jobOpenings.createdAt)),
    findClientInquiries(db, clientId),
    db
      .select({
        id: shortlists.id,
        title: shortlists.title,
        sentAt: shortlists.sentAt,
        candidates: sql<number>`(select count(*)::int from ${shortlistCandidates} where ${shortlistCandidates.shortlistId} = ${qualified(shortlists.id)})`,
        awaiting: sql<number>`(select count(*)::int from ${shortlistCandidates} where ${shortlistCandidates.shortlistId} = ${qualified(shortlists.id)} and ${shortlistCandidates.decision} is null)`,
      })
      .from(shortlists)
      .where(eq(shortlists.clientId, clientId))
      .orderBy(desc(shortlists.createdAt)),
  ]);
  return { contacts, invites, jobOrders, inquiries, shortlists: lists };
}

/** The inquiry, its row locked until the transaction ends (two "make a client" at once: one waits). */
export async function lockInquiry(db: Database, id: string) {
  const [row] = await db
    .select({
      id: employerInquiries.id,
      userId: employerInquiries.userId,
      companyName: employerInquiries.companyName,
      email: employerInquiries.email,
      businessTypeId: employerInquiries.businessTypeId,
      locationId: employerInquiries.locationId,
      clientId: employerInquiries.clientId,
    })
    .from(employerInquiries)
    .where(eq(employerInquiries.id, id))
    .for('update');
  return row;
}

export async function setInquiryClient(db: Database, inquiryId: string, clientId: string) {
  await db
    .update(employerInquiries)
    .set({ clientId, updatedAt: new Date() })
    .where(eq(employerInquiries.id, inquiryId));
}

/** The account's type and the client it belongs to, if any. */
export async function findAccountMembership(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id, userType: users.userType, email: users.email, clientId: clientContacts.clientId })
    .from(users)
    .leftJoin(clientContacts, eq(clientContacts.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** Links the account to the client; false when it already belongs to one (the unique index decides). */
export async function insertContact(db: Database, clientId: string, userId: string) {
  const rows = await db
    .insert(clientContacts)
    .values({ clientId, userId })
    .onConflictDoNothing({ target: clientContacts.userId })
    .returning({ userId: clientContacts.userId });
  return rows.length > 0;
}

/** False when the account is not a contact of this client. */
export async function deleteContact(db: Database, clientId: string, userId: string) {
  const rows = await db
    .delete(clientContacts)
    .where(and(eq(clientContacts.clientId, clientId), eq(clientContacts.userId, userId)))
    .returning({ userId: clientContacts.userId });
  return rows.length > 0;
}

/** A new invitation; the client's earlier unanswered ones to the same address stop working. */
export async function replaceInvite(db: Database, values: typeof clientInvites.$inferInsert) {
  await db
    .delete(clientInvites)
    .where(
      and(
        eq(clientInvites.clientId, values.clientId),
        eq(sql`lower(${clientInvites.email})`, values.email),
        isNull(clientInvites.acceptedAt),
      ),
    );
  await db.insert(clientInvites).values(values);
}

/** Deletes an unanswered invitation: 'deleted', 'accepted' (kept), or 'missing'. */
export async function deletePendingInvite(db: Database, clientId: string, inviteId: string) {
  const [row] = await db
    .select({ acceptedAt: clientInvites.acceptedAt })
    .from(clientInvites)
    .where(and(eq(clientInvites.id, inviteId), eq(clientInvites.clientId, clientId)));
  if (!row) return 'missing' as const;
  if (row.acceptedAt) return 'accepted' as const;
  await db.delete(clientInvites).where(and(eq(clientInvites.id, inviteId), isNull(clientInvites.acceptedAt)));
  return 'deleted' as const;
}

/** The addresses of the client's contacts (active accounts). */
export async function findContactEmails(db: Database, clientId: string) {
  const rows = await db
    .select({ email: users.email })
    .from(clientContacts)
    .innerJoin(users, eq(users.id, clientContacts.userId))
    .where(and(eq(clientContacts.clientId, clientId), eq(users.isDisabled, false)));
  return rows.map((r) => r.email);
}
