import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/contains';
import { jobAlertDeliveries, jobAlerts, jobOpenings, positions, preferredLocations, users } from '../../db/schema';
import { jobSearchConditions, type JobSearchFilter } from '../job-search/repository';

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
  const where = options.email ? ilike(jobAlerts.email, containsPattern(options.email)) : undefined;
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

/** The ids of the alerts a digest goes to: confirmed, and not of a disabled account. */
export async function findDigestAlertIds(db: Database) {
  const rows = await db
    .select({ id: jobAlerts.id })
    .from(jobAlerts)
    .leftJoin(users, eq(users.id, jobAlerts.userId))
    .where(and(isNotNull(jobAlerts.confirmedAt), or(isNull(users.id), eq(users.isDisabled, false))))
    .orderBy(asc(jobAlerts.id));
  return rows.map((row) => row.id);
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

/** Forgets deliveries whose mail could not be sent, so the next digest tries them again. */
export async function forgetDeliveries(db: Database, alertId: string, jobIds: string[]) {
  if (jobIds.length === 0) return;
  await db
    .delete(jobAlertDeliveries)
    .where(and(eq(jobAlertDeliveries.alertId, alertId), inArray(jobAlertDeliveries.jobOpeningId, jobIds)));
}
