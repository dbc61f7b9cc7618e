import { createHash, randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { checkInPath } from '@contracts/welfare/check-in-texts';
import { monitoredStatuses } from '@contracts/welfare/welfare';
import { checkInDay, welfareReportsDue } from '@shared/deadlines';
import { addDays, uaeToday } from '@shared/uae-time';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { welfareReports, welfareWorkers } from '../../db/schema';
import { welfareMails } from '../mail';
import { findNewlyDeparted, selectWorkers } from './repository';

const batch = 100;

/** The stored form of a check-in link's token: its link is only in the worker's mail. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Departed workers get their welfare record and reporting calendar (each once: the unique keys hold). */
async function enrolDeparted(ctx: AppContext) {
  let enrolled = 0;
  for (;;) {
    const rows = await findNewlyDeparted(ctx.db, batch);
    for (const row of rows) {
      await ctx.db.transaction(async (tx) => {
        const [worker] = await tx
          .insert(welfareWorkers)
          .values({ ...row, statusOn: row.departedOn })
          .onConflictDoNothing()
          .returning({ id: welfareWorkers.id });
        if (!worker) return;
        const due = welfareReportsDue(row.departedOn, row.contractMonths);
        if (due.length > 0) {
          await tx.insert(welfareReports).values(due.map((dueOn) => ({ workerId: worker.id, dueOn })));
        }
        enrolled++;
      });
    }
    if (rows.length < batch) return enrolled;
  }
}

/** The last due date whose check-in day has come: checkInDay(due) <= today. */
function lastDueCheckedInBy(today: string) {
  let due = today;
  while (checkInDay(addDays(due, 1)) <= today) due = addDays(due, 1);
  return due;
}

/**
 * Claims reports whose check-in day has come, not due yet, of workers still monitored, whose mail has
 * not gone: marked sent in the claim, so a second run, or another instance, sends none again.
 */
function claimCheckIns(tx: Database, today: string) {
  const monitored = tx
    .select({ id: welfareWorkers.id })
    .from(welfareWorkers)
    .where(inArray(welfareWorkers.status, [...monitoredStatuses]));
  return tx
    .update(welfareReports)
    .set({ checkInSentAt: new Date() })
    .where(
      sql`${welfareReports.id} in (select ${welfareReports.id} from ${welfareReports}
        where ${welfareReports.checkInSentAt} is null and ${welfareReports.dueOn} >= ${today}::date
        and ${welfareReports.dueOn} <= ${lastDueCheckedInBy(today)}::date and ${welfareReports.workerId} in (${monitored})
        order by ${welfareReports.dueOn} limit ${batch} for update skip locked)`,
    )
    .returning();
}

/** Queues one report's check-in (WhatsApp or SMS if opted in, else the mail) in the claim's transaction, with a fresh link (its token stored hashed). */
async function mailCheckIn(ctx: AppContext, tx: Database, report: typeof welfareReports.$inferSelect, now: Date) {
  const [worker] = await selectWorkers(tx).where(eq(welfareWorkers.id, report.workerId));
  if (!worker) return;
  const token = randomBytes(32).toString('base64url');
  await tx
    .update(welfareReports)
    .set({ tokenHash: tokenHash(token) })
    .where(eq(welfareReports.id, report.id));
  const url = new URL(checkInPath(token), ctx.config.PUBLIC_URL).toString();
  const firstName = worker.name.split(/\s+/)[0] ?? worker.name;
  const mail = { to: worker.email, ...welfareMails.checkIn(firstName, report.dueOn, url) };
  await ctx.messenger.queueToAccount(tx, 'welfareCheckIn', {
    userId: worker.userId,
    mail,
    params: { link: url },
    // The worker has departed: quiet hours are Dubai's.
    zone: 'Asia/Dubai',
    now,
  });
}

/** The `welfare-check-ins` task: enrols departed workers, then mails each report's check-in once, a week before. */
export async function sendWelfareCheckIns(ctx: AppContext, now: Date) {
  const enrolled = await enrolDeparted(ctx);
  const today = uaeToday(now);
  let checkIns = 0;
  for (;;) {
    const sent = await ctx.db.transaction(async (tx) => {
      const reports = await claimCheckIns(tx, today);
      for (const report of reports) await mailCheckIn(ctx, tx, report, now);
      return reports.length;
    });
    checkIns += sent;
    if (sent < batch) break;
  }
  return { enrolled, checkIns };
}
