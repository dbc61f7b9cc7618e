import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { uaeToday } from '@shared/uae-time';
import type { Database } from '../../db/client';
import {
  applications,
  welfareIncidentUpdates,
  welfareIncidents,
  welfareReports,
  welfareWorkers,
} from '../../db/schema';

/** How long the reports and incidents of an erased worker are kept after the contract ends (privacy notice). */
export const keepWelfareYears = 5;

const workersOf = (db: Database, userId: string) =>
  db
    .select({ id: welfareWorkers.id })
    .from(welfareWorkers)
    .innerJoin(applications, eq(applications.id, welfareWorkers.applicationId))
    .where(eq(applications.userId, userId));

/** The person's welfare files, as their data export shows them. */
export async function welfareOfUser(db: Database, userId: string) {
  const workers = await db
    .select({ worker: welfareWorkers })
    .from(welfareWorkers)
    .innerJoin(applications, eq(applications.id, welfareWorkers.applicationId))
    .where(eq(applications.userId, userId))
    .orderBy(asc(welfareWorkers.departedOn));
  const ids = workers.map(({ worker }) => worker.id);
  if (ids.length === 0) return [];
  const reports = await db
    .select()
    .from(welfareReports)
    .where(inArray(welfareReports.workerId, ids))
    .orderBy(asc(welfareReports.dueOn));
  const incidents = await db
    .select()
    .from(welfareIncidents)
    .where(inArray(welfareIncidents.workerId, ids))
    .orderBy(asc(welfareIncidents.openedAt));
  const updates = incidents.length
    ? await db
        .select()
        .from(welfareIncidentUpdates)
        .where(
          inArray(
            welfareIncidentUpdates.incidentId,
            incidents.map((i) => i.id),
          ),
        )
        .orderBy(asc(welfareIncidentUpdates.at))
    : [];
  return workers.map(({ worker: w }) => ({
    applicationId: w.applicationId,
    departedOn: w.departedOn,
    contractMonths: w.contractMonths,
    status: w.status,
    statusOn: w.statusOn,
    statusReason: w.statusReason,
    reports: reports
      .filter((r) => r.workerId === w.id)
      .map((r) => ({
        dueOn: r.dueOn,
        checkInSentAt: r.checkInSentAt?.toISOString() ?? null,
        answer: r.answer,
        note: r.note,
        answeredAt: r.answeredAt?.toISOString() ?? null,
      })),
    incidents: incidents
      .filter((i) => i.workerId === w.id)
      .map((i) => ({
        kind: i.kind,
        source: i.source,
        description: i.description,
        learnedOn: i.learnedOn,
        dueOn: i.dueOn,
        status: i.status,
        resolution: i.resolution,
        openedAt: i.openedAt.toISOString(),
        closedAt: i.closedAt?.toISOString() ?? null,
        updates: updates.filter((u) => u.incidentId === i.id).map((u) => ({ text: u.text, at: u.at.toISOString() })),
      })),
  }));
}

/**
 * Erasure: the reports and incidents stay (the agency must keep them); the check-ins not sent yet are
 * deleted and the sent links stop working. Answers how many rows it removed or changed.
 */
export async function eraseWelfareOfUser(db: Database, userId: string) {
  const mine = workersOf(db, userId);
  const unsent = await db
    .delete(welfareReports)
    .where(
      and(
        inArray(welfareReports.workerId, mine),
        isNull(welfareReports.checkInSentAt),
        isNull(welfareReports.answeredAt),
      ),
    )
    .returning({ id: welfareReports.id });
  const links = await db
    .update(welfareReports)
    .set({ tokenHash: null })
    .where(and(inArray(welfareReports.workerId, mine), isNotNull(welfareReports.tokenHash)))
    .returning({ id: welfareReports.id });
  return unsent.length + links.length;
}

/** The `keep-welfare-records` task: erased workers' files whose contract ended more than keepWelfareYears ago are deleted, with their reports and incidents. */
export async function dropExpiredWelfare({ db }: { db: Database }, now: Date) {
  const today = uaeToday(now);
  const erased = db
    .select({ id: applications.id })
    .from(applications)
    .where(and(isNull(applications.userId), isNotNull(applications.anonymisedAt)));
  const dropped = await db
    .delete(welfareWorkers)
    .where(
      and(
        inArray(welfareWorkers.applicationId, erased),
        lt(
          sql`${welfareWorkers.departedOn} + make_interval(months => ${welfareWorkers.contractMonths} + ${keepWelfareYears * 12})`,
          sql`${today}::date`,
        ),
      ),
    )
    .returning({ id: welfareWorkers.id });
  return { dropped: dropped.length };
}
