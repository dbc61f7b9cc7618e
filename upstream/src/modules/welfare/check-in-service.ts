import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { checkInTexts, type CheckInAnswer } from '@contracts/welfare/check-in-texts';
import type { CheckInState } from '@contracts/welfare/views';
import { checkInExpiresOn } from '@shared/deadlines';
import { uaeToday } from '@shared/uae-time';
import type { AppContext } from '../../context';
import { HttpError, conflict, notFound } from '../../http-error';
import { applications, welfareReports, welfareWorkers } from '../../db/schema';
import { tokenHash } from './check-ins';
import { openIncident } from './incidents';
import { selectWorkers } from './repository';

const expired = () => new HttpError(410, checkInTexts.expired);

/** The report a link's token opens, with its worker (an unknown or tampered token is missing: 404). */
async function reportOf(ctx: Pick<AppContext, 'db'>, token: string) {
  const [report] = await ctx.db
    .select()
    .from(welfareReports)
    .where(eq(welfareReports.tokenHash, tokenHash(token)));
  if (!report) throw notFound(checkInTexts.missing);
  const [worker] = await selectWorkers(ctx.db).where(eq(welfareWorkers.id, report.workerId));
  if (!worker) throw notFound(checkInTexts.missing);
  return { report, worker };
}

const isExpired = (dueOn: string, now: Date) => uaeToday(now) > checkInExpiresOn(dueOn);

export async function checkInState(ctx: Pick<AppContext, 'db'>, token: string, now: Date): Promise<CheckInState> {
  const { report, worker } = await reportOf(ctx, token);
  const state = report.answeredAt ? 'answered' : isExpired(report.dueOn, now) ? 'expired' : 'open';
  return { state, firstName: worker.name.split(/\s+/)[0] ?? '', dueOn: report.dueOn };
}

/**
 * Records the worker's answer for the report, once (a second answer is 409, after the expiry 410); "I
 * need help" opens an incident in the same transaction, due 5 Philippine working days later.
 */
export async function answerCheckIn(
  ctx: Pick<AppContext, 'db'>,
  token: string,
  body: { answer: CheckInAnswer; note: string },
  now: Date,
) {
  const { report } = await reportOf(ctx, token);
  return answerReport(ctx, report, body, now);
}

/**
 * A reply of 1 or 2 by text: answers the worker's check-in that was sent, is unanswered and not expired
 * (the latest), as the link does; false when none is open (nothing changes).
 */
export async function answerCheckInByText(
  ctx: Pick<AppContext, 'db'>,
  reply: { userId: string; answer: CheckInAnswer; now: Date },
) {
  const open = await selectWorkers(ctx.db, { report: welfareReports })
    .innerJoin(welfareReports, eq(welfareReports.workerId, welfareWorkers.id))
    .where(
      and(
        eq(applications.userId, reply.userId),
        isNotNull(welfareReports.checkInSentAt),
        isNull(welfareReports.answeredAt),
      ),
    )
    .orderBy(desc(welfareReports.dueOn));
  const report = open.map((row) => row.report).find((row) => !isExpired(row.dueOn, reply.now));
  if (!report) return false;
  try {
    await answerReport(ctx, report, { answer: reply.answer, note: '' }, reply.now);
    return true;
  } catch (err) {
    // Answered meanwhile (the link, or a reply a moment before): the first answer stands.
    if (err instanceof HttpError && err.statusCode === 409) return false;
    throw err;
  }
}

async function answerReport(
  ctx: Pick<AppContext, 'db'>,
  report: typeof welfareReports.$inferSelect,
  body: { answer: CheckInAnswer; note: string },
  now: Date,
) {
  if (report.answeredAt) throw conflict(checkInTexts.alreadyAnswered);
  if (isExpired(report.dueOn, now)) throw expired();
  const incident = await ctx.db.transaction(async (tx) => {
    const [answered] = await tx
      .update(welfareReports)
      .set({ answer: body.answer, note: body.note || null, answeredAt: now })
      .where(and(eq(welfareReports.id, report.id), isNull(welfareReports.answeredAt)))
      .returning({ id: welfareReports.id });
    if (!answered) throw conflict(checkInTexts.alreadyAnswered);
    if (body.answer !== 'help') return false;
    const description = body.note ? `The worker asked for help: ${body.note}` : 'The worker asked for help.';
    await openIncident(
      tx,
      report.workerId,
      { kind: 'other', description, source: 'check-in', openedBy: null, reportId: report.id },
      now,
    );
    return true;
  });
  return { message: incident ? checkInTexts.thanksHelp : checkInTexts.thanksFine, incident };
}
