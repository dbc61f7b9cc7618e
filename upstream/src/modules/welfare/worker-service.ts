import { eq } from 'drizzle-orm';
import { welfareTexts, type WelfareStatus } from '@contracts/welfare/welfare';
import type { WorkerWelfareView } from '@contracts/welfare/views';
import type { AppContext } from '../../context';
import { notFound } from '../../http-error';
import { welfareWorkers } from '../../db/schema';
import type { Viewer } from '../../viewer';
import { findWorker, listIncidents, listReports } from './repository';

const missingWorker = () => notFound(welfareTexts.missingWorker);

/** A deployed worker's welfare file: status, reporting calendar with the check-ins' answers, incidents. */
export async function workerWelfare(ctx: Pick<AppContext, 'db'>, applicationId: string) {
  const worker = await findWorker(ctx.db, applicationId);
  if (!worker) throw missingWorker();
  const [reports, incidents] = [
    await listReports(ctx.db, worker.workerId),
    await listIncidents(ctx.db, worker.workerId),
  ];
  const view: WorkerWelfareView = {
    applicationId: worker.applicationId,
    name: worker.name,
    position: worker.position,
    employer: worker.employer,
    worksite: worker.worksite,
    departedOn: worker.departedOn,
    contractMonths: worker.contractMonths,
    status: worker.status,
    statusOn: worker.statusOn,
    statusReason: worker.statusReason,
    reports: reports.map((r) => ({
      _id: r.id,
      dueOn: r.dueOn,
      checkInSentAt: r.checkInSentAt?.toISOString() ?? null,
      answer: r.answer,
      note: r.note,
      answeredAt: r.answeredAt?.toISOString() ?? null,
    })),
    incidents: incidents.map((i) => ({
      _id: i.id,
      kind: i.kind,
      dueOn: i.dueOn,
      status: i.status,
      openedAt: i.openedAt.toISOString(),
    })),
  };
  return { userId: worker.userId, view };
}

/** Staff change a worker's status (a repatriation with its reason); the reports after it stop their check-ins. */
export async function changeWelfareStatus(
  ctx: Pick<AppContext, 'db'>,
  applicationId: string,
  body: { status: WelfareStatus; statusOn: string; reason?: string },
  viewer: Viewer,
) {
  const updated = await ctx.db
    .update(welfareWorkers)
    .set({
      status: body.status,
      statusOn: body.statusOn,
      statusReason: body.status === 'repatriated' ? (body.reason ?? null) : null,
      statusBy: viewer.id,
      updatedAt: new Date(),
    })
    .where(eq(welfareWorkers.applicationId, applicationId))
    .returning({ id: welfareWorkers.id });
  if (updated.length === 0) throw missingWorker();
  return { message: welfareTexts.statusChanged };
}
