import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contains } from '../../db/contains';
import {
  jobAlertDeliveries,
  jobAlerts,
  jobOpeningLocations,
  jobOpenings,
  positions,
  preferredLocations,
  users,
} from '../../db/schema';
import { jobSearchConditions, type JobSearchFilter } from '../job-openings';

export type JobAlertRow = typeof jobAlerts.$inferSelect;

/** Serializes the writes on one email's alerts (the cap and the duplicate check) until the transaction ends. */
export async function lockEmail(db: Database, email: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`job-alert:${email}`}))`);
}

/** Alerts of this email that count against the cap: confirmed, or with a confirmation link still valid. */
export async function countLiveAlerts(db: Database, email: string, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(jobAlerts)
    .where(and(eq(jobAlerts.email, email), or(isNotNull(jobAlerts.confirmedAt), gt(jobAlerts.confirmExpiresAt, now))));
  return row?.n ?? 0;
}

export async function findAlertByFilter(db: Database, email: string, filterKey: string) {
  const [row] = await db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.email, email), eq(jobAlerts.filterKey, filterKey)));
  return row;
}

export async function insertAlert(db: Database, values: typeof jobAlerts.$inferInsert) {
  const [row] = await db.insert(jobAlerts).values(values).returning();
  return row!;
}

export async function updateAlert(db: Database, id: string, values: Partial<typeof jobAlerts.$inferInsert>) {
  await db.update(jobAlerts).set(values).where(eq(jobAlerts.id, id));
}

/** Confirms the alert whose unexpired token this is, in one statement so a link works once. */
export async function consumeConfirmToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .update(jobAlerts)
    .set({ confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(jobAlerts.confirmTokenHash, tokenHash),
        isNull(jobAlerts.confirmedAt),
        gt(jobAlerts.confirmExpiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Deletes an alert; false when there was none by that id. */
export async function deleteAlert(db: Database, id: string) {
  const rows = await db.delete(jobAlerts).where(eq(jobAlerts.id, id)).returning({ id: jobAlerts.id });
  return rows.length > 0;
}

export type AlertWithNames = Awaited<ReturnType<typeof alertsWithNames>>[number];

/** Alerts with their position's and location's names, newest first, of those `where` keeps. */
function alertsWithNames(db: Database, where: SQL | undefined) {
  return db
    .select({
      alert: jobAlerts,
      position: { id: positions.id, name: positions.name },
      location: { id: preferredLocations.id, name: preferredLocations.name },
    })
    .from(jobAlerts)
    .leftJoin(positions, eq(positions.id, jobAlerts.positionId))
    .leftJoin(preferredLocations, eq(preferredLocations.id, jobAlerts.locationId))
    .where(where)
    .orderBy(desc(jobAlerts.createdAt), asc(jobAlerts.id));
}

/** Alerts for staff, newest first, optionally of the addresses containing `email`; with their total. */
export async function findAlertsForStaff(db: Database, options: { email?: string; limit: number; offset: number }) {
  const where = options.email ? contains(jobAlerts.email, options.email) : undefined;
  const rows = await alertsWithNames(db, where).limit(options.limit).offset(options.offset);
  const [total] = await db.select({ n: count() }).from(jobAlerts).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The alerts a candidate owns: saved while signed in, or made for their account's (verified) email. */
const ownedBy = (userId: string, email: string) => or(eq(jobAlerts.userId, userId), eq(jobAlerts.email, email));

export async function findOwnAlerts(db: Database, userId: string, email: string) {
  return alertsWithNames(db, ownedBy(userId, email));
}

/** Deletes every alert the person owns (account erasure); answers how many. */
export async function deleteOwnAlerts(db: Database, userId: string, email: string) {
  const rows = await db.delete(jobAlerts).where(ownedBy(userId, email)).returning({ id: jobAlerts.id });
  return rows.length;
}

export async function deleteOwnAlert(db: Database, id: string, userId: string, email: string) {
  const rows = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, id), ownedBy(userId, email)))
    .returning({ id: jobAlerts.id });
  return rows.length > 0;
}

export async function findUserEmail(db: Database, userId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email.toLowerCase();
}

export async function lookupNames(db: Database, positionId: string | null, locationId: string | null) {
  const [position] = positionId
    ? await db.select({ name: positions.name }).from(positions).where(eq(positions.id, positionId))
    : [];
  const [location] = locationId
    ? await db
        .select({ name: preferredLocations.name })
        .from(preferredLocations)
        .where(eq(preferredLocations.id, locationId))
    : [];
  return { position: position?.name ?? null, location: location?.name ?? null };
}

/** Visitors' alerts never confirmed within the link's lifetime: dropped, with the email they hold. */
export async function deleteExpiredPending(db: Database, now: Date) {
  const rows = await db
    .delete(jobAlerts)
    .where(and(isNull(jobAlerts.confirmedAt), lt(jobAlerts.confirmExpiresAt, now)))
    .returning({ id: jobAlerts.id });
  return rows.length;
}

/**
 * The alerts a digest has something for: confirmed, not of a disabled account, and with at least one
 * job new to them (findNewJobs' rules: active, unexpired on `today`, matching, created after the alert
 * was confirmed and up to `now`, never mailed for it). One statement over every alert, so a day with
 * nothing new costs no per-alert work; each alert found is then checked again under its lock.
 */
export async function findAlertsWithNewJobs(db: Database, now: Date, today: string) {
  // The alert's words as the job search's prefix query (search.ts alertFilter, search-terms.ts toPrefixQuery).
  const prefixQuery = sql`to_tsquery('simple', regexp_replace(${jobAlerts.query}, ' ', ':* & ', 'g') || ':*')`;
  // Written out: drizzle's builder cannot say `materialized` (each alert's query parsed once, not per job).
  // Every matching pair less the pairs already mailed: one hashed set difference, not an index probe per pair.
  const result = (await db.execute(sql`
    with alert as materialized (
      select ${jobAlerts.id} as id, ${jobAlerts.confirmedAt} as confirmed_at, ${jobAlerts.positionId} as position_id,
        ${jobAlerts.locationId} as location_id,
        case when ${jobAlerts.query} = '' then null else ${prefixQuery} end as words
      from ${jobAlerts} left join ${users} on ${users.id} = ${jobAlerts.userId}
      where ${jobAlerts.confirmedAt} is not null and (${users.id} is null or not ${users.isDisabled})
    ), job as materialized (
      select ${jobOpenings.id} as id, ${jobOpenings.createdAt} as created_at, ${jobOpenings.positionId} as position_id,
        ${jobOpenings.search} as search,
        array(select ${jobOpeningLocations.locationId} from ${jobOpeningLocations}
          where ${jobOpeningLocations.jobOpeningId} = ${jobOpenings.id}) as location_ids
      from ${jobOpenings}
      where ${jobOpenings.isActive} and ${jobOpenings.createdAt} <= ${now}
        and (${jobOpenings.validThrough} is null or ${jobOpenings.validThrough} >= ${today}::date)
    )
    select distinct pair.alert_id as id from (
      select alert.id as alert_id, job.id as job_id from alert join job on job.created_at > alert.confirmed_at
        and (alert.position_id is null or job.position_id = alert.position_id)
        and (alert.location_id is null or alert.location_id = any(job.location_ids))
        and (alert.words is null or job.search @@ alert.words)
      except
      select ${jobAlertDeliveries.alertId}, ${jobAlertDeliveries.jobOpeningId} from ${jobAlertDeliveries}
    ) pair
    order by 1`)) as unknown as { rows: { id: string }[] }; // both drivers answer { rows }
  return result.rows.map((row) => row.id);
}

/** Locks the alert for this transaction, so two digests running at once take it one after the other. */
export async function lockConfirmedAlert(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.id, id), isNotNull(jobAlerts.confirmedAt)))
    .for('update');
  return row;
}

/**
 * Jobs new to the alert: active, unexpired on `today`, matching its filter, created after it was
 * confirmed and up to `now`, and never mailed for it. Newest first.
 */
export async function findNewJobs(
  db: Database,
  alert: Pick<JobAlertRow, 'id' | 'confirmedAt'>,
  filter: JobSearchFilter,
  now: Date,
  today: string,
) {
  return db
    .select({
      id: jobOpenings.id,
      slug: jobOpenings.slug,
      title: jobOpenings.title,
      companyName: jobOpenings.companyName,
    })
    .from(jobOpenings)
    .where(
      and(
        ...jobSearchConditions(filter),
        gt(jobOpenings.createdAt, alert.confirmedAt!),
        lte(jobOpenings.createdAt, now),
        or(isNull(jobOpenings.validThrough), sql`${jobOpenings.validThrough} >= ${today}::date`),
        sql`not exists (select 1 from ${jobAlertDeliveries} where ${jobAlertDeliveries.alertId} = ${alert.id} and ${jobAlertDeliveries.jobOpeningId} = ${jobOpenings.id})`,
      ),
    )
    .orderBy(desc(jobOpenings.createdAt), desc(jobOpenings.id));
}

/** Records jobs as mailed for the alert; answers those not recorded before (the unique key settles races). */
export async function recordDeliveries(db: Database, alertId: string, jobIds: string[], now: Date) {
  if (jobIds.length === 0) return [];
  const rows = await db
    .insert(jobAlertDeliveries)
    .values(jobIds.map((jobOpeningId) => ({ alertId, jobOpeningId, sentAt: now })))
    .onConflictDoNothing()
    .returning({ jobOpeningId: jobAlertDeliveries.jobOpeningId });
  return rows.map((row) => row.jobOpeningId);
}
