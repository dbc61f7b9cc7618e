import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { qualified } from '../../db/qualified';
import { positionNamesOf } from '../inquiries';
import {
  applications,
  clientContacts,
  clients,
  employerInquiries,
  jobOpenings,
  shortlistCandidates,
  shortlists,
} from '../../db/schema';

/** The client this account is a contact of, if any. */
export async function findContactClient(db: Database, userId: string) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clientContacts)
    .innerJoin(clients, eq(clients.id, clientContacts.clientId))
    .where(eq(clientContacts.userId, userId));
  return row;
}

const sentOrClosed = inArray(shortlists.status, ['Sent', 'Closed']);

/** Candidates on the shortlist that an employer may see (not erased, not withdrawn: cards-repository's presentable). */
const visibleCandidates = (extra = sql`true`) =>
  sql<number>`(select count(*)::int from ${shortlistCandidates} sc join ${applications} a on a.id = sc.application_id
    where sc.shortlist_id = ${qualified(shortlists.id)} and a.anonymised_at is null and a.stage <> 'Withdrawn' and ${extra})`;

/** The client's sent shortlists, newest first, with how many candidates await a decision. */
export async function findClientShortlists(db: Database, clientId: string) {
  return db
    .select({
      id: shortlists.id,
      title: shortlists.title,
      jobTitle: jobOpenings.title,
      sentAt: shortlists.sentAt,
      candidates: visibleCandidates(),
      awaiting: visibleCandidates(sql`sc.decision is null`),
    })
    .from(shortlists)
    .leftJoin(jobOpenings, eq(jobOpenings.id, shortlists.jobOpeningId))
    .where(and(eq(shortlists.clientId, clientId), sentOrClosed))
    .orderBy(desc(shortlists.sentAt), desc(shortlists.createdAt));
}

/**
 * The client's job orders, newest first, with how many of the candidates the client was shown for
 * each are at Interview, Offered (selected) and Deployed: only what was presented counts.
 */
export async function findClientJobOrders(db: Database, clientId: string) {
  const shown = (stage?: string) => sql<number>`(
    select count(distinct a.id)::int from ${shortlistCandidates} sc
    join ${shortlists} s on s.id = sc.shortlist_id
    join ${applications} a on a.id = sc.application_id
    where s.job_opening_id = ${qualified(jobOpenings.id)} and s.client_id = ${clientId} and s.status in ('Sent', 'Closed')
      and a.anonymised_at is null and a.stage <> 'Withdrawn' ${stage ? sql`and a.stage = ${stage}` : sql``})`;
  return db
    .select({
      id: jobOpenings.id,
      title: jobOpenings.title,
      isActive: jobOpenings.isActive,
      vacancies: jobOpenings.vacancies,
      shortlisted: shown(),
      interview: shown('Interview'),
      selected: shown('Offered'),
      deployed: shown('Deployed'),
    })
    .from(jobOpenings)
    .where(eq(jobOpenings.clientId, clientId))
    .orderBy(desc(jobOpenings.createdAt));
}

/** The client's inquiries, newest first, with the positions asked for. */
export async function findClientInquiries(db: Database, clientId: string) {
  const rows = await db
    .select({
      id: employerInquiries.id,
      createdAt: employerInquiries.createdAt,
      status: employerInquiries.status,
      totalPositions: employerInquiries.totalPositions,
    })
    .from(employerInquiries)
    .where(eq(employerInquiries.clientId, clientId))
    .orderBy(desc(employerInquiries.createdAt));
  const wanted = await positionNamesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, positions: wanted.filter((w) => w.inquiryId === r.id).map((w) => w.name) }));
}
