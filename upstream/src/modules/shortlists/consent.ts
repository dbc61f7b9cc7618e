import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { qualified } from '../../db/qualified';
import { applications, jobOpenings, shareRequests } from '../../db/schema';

/** What the consent rule needs of a shortlist: which one, its client and its job order. */
export type ConsentScope = { id: string; clientId: string; jobOpeningId: string | null };

/** The application applied to the shortlist's job order, which is this client's. */
function ownJobOrderSql(shortlist: ConsentScope) {
  return shortlist.jobOpeningId
    ? sql`${applications.jobOpeningId} = ${shortlist.jobOpeningId} and exists (select 1 from ${jobOpenings} j
        where j.id = ${shortlist.jobOpeningId} and j.client_id = ${shortlist.clientId})`
    : sql`false`;
}

/** The candidate said Yes to sharing this application with this shortlist (share_requests). */
function sharedOnYesSql(shortlist: ConsentScope) {
  return sql`${qualified(applications.id)} in (select r.application_id from ${shareRequests} r
    where r.shortlist_id = ${shortlist.id} and r.status = 'Yes')`;
}

/**
 * Why an application's consent covers the shortlist's client: it applied to the shortlist's job
 * order, which is this client's ('job'); it is a general application ('general', shared with
 * prospective employers in the UAE); or the candidate said Yes when asked about this shortlist
 * ('share'); else null.
 */
export function consentSql(shortlist: ConsentScope) {
  return sql<'job' | 'general' | 'share' | null>`case when ${ownJobOrderSql(shortlist)} then 'job'
    when ${applications.jobOpeningId} is null then 'general'
    when ${sharedOnYesSql(shortlist)} then 'share' end`;
}

/**
 * The same rule as a condition the lists' indexes serve (by job opening, or the shortlist's answered
 * requests): the job order's own applications when it is the client's, every general one, and those
 * the candidate agreed to share with this shortlist.
 */
export function consentCovers(shortlist: ConsentScope) {
  const general = isNull(applications.jobOpeningId);
  const ownJobOrder = shortlist.jobOpeningId
    ? and(
        eq(applications.jobOpeningId, shortlist.jobOpeningId),
        sql`exists (select 1 from ${jobOpenings} j where j.id = ${shortlist.jobOpeningId} and j.client_id = ${shortlist.clientId})`,
      )
    : undefined;
  return or(general, ownJobOrder, sharedOnYesSql(shortlist))!;
}

/** What adding an application needs to know: whether it exists, is erased, its stage and its consent. */
export async function findApplicationConsent(db: Database, shortlist: ConsentScope, applicationId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      stage: applications.stage,
      anonymisedAt: applications.anonymisedAt,
      consent: consentSql(shortlist),
    })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row;
}
