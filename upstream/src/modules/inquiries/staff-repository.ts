import { and, asc, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { RequestListQuery } from '@contracts/inquiries/staff';
import type { Database } from '../../db/client';
import { contains } from '../../db/contains';
import { contactMessages, employerInquiries, inquiryTypes, requestNotes, users } from '../../db/schema';
import { readInquiries, withPositions } from './read';

function inquiryWhere(q: Partial<RequestListQuery> & { id?: string }): SQL | undefined {
  const where: SQL[] = [];
  if (q.id) where.push(eq(employerInquiries.id, q.id));
  if (q.status) where.push(eq(employerInquiries.status, q.status));
  if (q.q) where.push(or(contains(employerInquiries.companyName, q.q), contains(employerInquiries.email, q.q))!);
  return where.length ? and(...where) : undefined;
}

function messageWhere(q: Partial<RequestListQuery> & { id?: string }): SQL | undefined {
  const where: SQL[] = [];
  if (q.id) where.push(eq(contactMessages.id, q.id));
  if (q.status) where.push(eq(contactMessages.status, q.status));
  if (q.q) where.push(or(contains(contactMessages.name, q.q), contains(contactMessages.email, q.q))!);
  return where.length ? and(...where) : undefined;
}

/** Employer inquiries with their lookups' names and the positions asked for (the one read of inquiries). */
export async function findInquiries(
  db: Database,
  q: Partial<RequestListQuery> & { id?: string },
  limit = 1000,
  offset = 0,
) {
  const where = inquiryWhere(q);
  const [rows, [total]] = await Promise.all([
    readInquiries(db).where(where).orderBy(desc(employerInquiries.createdAt)).limit(limit).offset(offset),
    db.select({ n: count() }).from(employerInquiries).where(where),
  ]);
  return { rows: await withPositions(db, rows), total: total?.n ?? 0 };
}

export async function findMessages(
  db: Database,
  q: Partial<RequestListQuery> & { id?: string },
  limit = 1000,
  offset = 0,
) {
  const where = messageWhere(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({ message: contactMessages, inquiryType: inquiryTypes.name })
      .from(contactMessages)
      .leftJoin(inquiryTypes, eq(inquiryTypes.id, contactMessages.inquiryTypeId))
      .where(where)
      .orderBy(desc(contactMessages.createdAt))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type RequestKind = 'inquiry' | 'message';
const tableOf = { inquiry: employerInquiries, message: contactMessages } as const;
const noteColumn = { inquiry: requestNotes.inquiryId, message: requestNotes.contactMessageId } as const;

/** Answers false when no request of this kind has the id. */
export async function setRequestStatus(
  db: Database,
  kind: RequestKind,
  id: string,
  status: (typeof tableOf)[RequestKind]['$inferSelect']['status'],
) {
  const table = tableOf[kind];
  const rows = await db
    .update(table)
    .set({ status, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

export async function insertRequestNote(db: Database, kind: RequestKind, id: string, authorId: string, body: string) {
  await db.insert(requestNotes).values({ [kind === 'inquiry' ? 'inquiryId' : 'contactMessageId']: id, authorId, body });
}

export async function listRequestNotes(db: Database, kind: RequestKind, id: string) {
  return db
    .select({ id: requestNotes.id, body: requestNotes.body, author: users.name, createdAt: requestNotes.createdAt })
    .from(requestNotes)
    .leftJoin(users, eq(users.id, requestNotes.authorId))
    .where(eq(noteColumn[kind], id))
    .orderBy(asc(requestNotes.createdAt));
}
