import { and, eq } from 'drizzle-orm';
import { incidentRole, welfareTexts, type IncidentKind, type IncidentSource } from '@contracts/welfare/welfare';
import type { IncidentView } from '@contracts/welfare/views';
import { utcToZoned } from '@contracts/interviews/time';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../http-error';
import { welfareIncidentUpdates, welfareIncidents } from '../../db/schema';
import type { Viewer } from '../../viewer';
import { incidentDueFrom } from './holidays';
import { findWorker, listUpdates, userName, type IncidentRow, type WorkerFacts } from './repository';

/** The Manila day of an instant: the Philippine working days count from it. */
export const manilaDay = (now: Date) => utcToZoned(now, 'Asia/Manila').slice(0, 10);

const missingWorker = () => notFound(welfareTexts.missingWorker);
const missingIncident = () => notFound(welfareTexts.missingIncident);

export interface NewIncident {
  kind: IncidentKind;
  description: string;
  source: IncidentSource;
  openedBy: string | null;
  reportId?: string | null;
}

/** Opens an incident on a worker, due 5 Philippine working days after today, assigned to the welfare role. */
export async function openIncident(db: Database, workerId: string, incident: NewIncident, now: Date) {
  const learnedOn = manilaDay(now);
  const dueOn = await incidentDueFrom(db, learnedOn);
  const [row] = await db
    .insert(welfareIncidents)
    .values({ workerId, ...incident, learnedOn, dueOn, assignedRole: incidentRole, openedAt: now })
    .returning({ _id: welfareIncidents.id, dueOn: welfareIncidents.dueOn });
  return row!;
}

/** Staff's or the employer's incident on a deployed worker (404 when the application has no departed worker). */
export async function openIncidentOn(
  ctx: Pick<AppContext, 'db'>,
  applicationId: string,
  incident: Omit<NewIncident, 'openedBy'>,
  viewer: Viewer,
  now: Date,
) {
  const worker = await findWorker(ctx.db, applicationId);
  if (!worker) throw missingWorker();
  return openIncident(ctx.db, worker.workerId, { ...incident, openedBy: viewer.id }, now);
}

/** The worker and one of their incidents (another worker's incident is missing: 404). */
async function workerIncident(db: Database, applicationId: string, incidentId: string) {
  const worker = await findWorker(db, applicationId);
  if (!worker) throw missingWorker();
  const [incident] = await db
    .select()
    .from(welfareIncidents)
    .where(and(eq(welfareIncidents.id, incidentId), eq(welfareIncidents.workerId, worker.workerId)));
  if (!incident) throw missingIncident();
  return { worker, incident };
}

async function presentIncident(db: Database, worker: WorkerFacts, incident: IncidentRow): Promise<IncidentView> {
  const updates = await listUpdates(db, incident.id);
  const opener = (await userName(db, incident.openedBy)) ?? null;
  return {
    _id: incident.id,
    applicationId: worker.applicationId,
    worker: worker.name,
    employer: worker.employer,
    departedOn: worker.departedOn,
    kind: incident.kind,
    source: incident.source,
    description: incident.description,
    learnedOn: incident.learnedOn,
    dueOn: incident.dueOn,
    status: incident.status,
    assignedRole: incident.assignedRole,
    openedBy: incident.source === 'check-in' ? worker.name : (opener ?? 'Agency staff'),
    openedAt: incident.openedAt.toISOString(),
    updates: updates.map((u) => ({
      _id: u.id,
      author: u.author ?? 'Agency staff',
      text: u.text,
      at: u.at.toISOString(),
    })),
    resolution: incident.resolution,
    closedBy: incident.closedAt ? ((await userName(db, incident.closedBy)) ?? 'Agency staff') : null,
    closedAt: incident.closedAt?.toISOString() ?? null,
  };
}

export async function incidentReport(ctx: Pick<AppContext, 'db'>, applicationId: string, incidentId: string) {
  const { worker, incident } = await workerIncident(ctx.db, applicationId, incidentId);
  return { userId: worker.userId, view: await presentIncident(ctx.db, worker, incident) };
}

export async function addIncidentUpdate(
  ctx: Pick<AppContext, 'db'>,
  applicationId: string,
  incidentId: string,
  text: string,
  viewer: Viewer,
) {
  const { incident } = await workerIncident(ctx.db, applicationId, incidentId);
  if (incident.status === 'closed') throw conflict(welfareTexts.closed);
  const [row] = await ctx.db
    .insert(welfareIncidentUpdates)
    .values({ incidentId: incident.id, authorId: viewer.id, text })
    .returning({ _id: welfareIncidentUpdates.id });
  return row!;
}

export async function closeIncident(
  ctx: Pick<AppContext, 'db'>,
  applicationId: string,
  incidentId: string,
  resolution: string,
  viewer: Viewer,
) {
  const { incident } = await workerIncident(ctx.db, applicationId, incidentId);
  // Closed once: the state check and the change in one statement, so two closings cannot both win.
  const [row] = await ctx.db
    .update(welfareIncidents)
    .set({ status: 'closed', resolution, closedBy: viewer.id, closedAt: new Date() })
    .where(and(eq(welfareIncidents.id, incident.id), eq(welfareIncidents.status, 'open')))
    .returning({ _id: welfareIncidents.id });
  if (!row) throw conflict(welfareTexts.closed);
  return row;
}
