import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { arrivalSteps } from '@contracts/deployments/steps';
import type { Database } from '../../db/client';
import { qualified } from '../../db/qualified';
import { positionNamesOf } from '../inquiries';
import {
  applications,
  clientContacts,
  clients,
  deploymentSteps,
  deployments,
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
 * A job order's workers who arrived: deployments whose arrival steps are all settled and at least one
 * confirmed (a pick-up staff marked not needed leaves the worker's own word). Counted here in SQL on the
 * deployments' tables, since the deployments module already reaches this one.
 */
const arrived = () => {
  const keys = sql.join(
    arrivalSteps.map((key) => sql`${key}`),
    sql`, `,
  );
  const arrivalWhere = (status: SQL) => sql`s.deployment_id = d.id and s.key in (${keys}) and ${status}`;
  return sql<number>`(
    select count(*)::int from ${deployments} d
    join ${applications} a on a.id = d.application_id
    where a.job_opening_id = ${qualified(jobOpenings.id)} and a.anonymised_at is null
      and exists (select 1 from ${deploymentSteps} s where ${arrivalWhere(sql`s.status = 'done'`)})
      and not exists (select 1 from ${deploymentSteps} s where ${arrivalWhere(sql`s.status in ('pending', 'blocked')`)}))`;
};

/**
 * The client's job orders, newest first, with how many of the candidates the client was shown for
 * each are at Interview and Offered (selected): only what was presented counts; and how many arrived.
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
      deployed: arrived(),
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
