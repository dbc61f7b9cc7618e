import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  boardQuerySchema,
  defaultBoardPageSize,
  deploymentTexts,
  type BoardRow,
  type CustomStep,
  type StepHistoryEntry,
} from '@contracts/deployments/deployment';
import { deploymentSteps as declared } from '@contracts/deployments/steps';
import { uaeToday } from '@shared/uae-time';
import { stepDue } from '@shared/deadlines';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { limitInText, runNamed } from '../../db/named-statement';
import { applications, deploymentSteps, jobOpenings } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http-error';
import type { StaffScope } from '../../lib/staff-scope';
import type { Viewer } from '../../viewer';
import { applicationScopeWhere } from '../applications';
import { presentDeployment } from './step-view';
import { fileEvidence, finishStep, parseEvidence } from './steps-service';
import { mailStepRejected } from './step-rejected-mail';
import { uploadEvidence } from './step-upload';
import {
  boardDue,
  boardQuery,
  changeStep,
  findDeployment,
  findStepForUpdate,
  findStepHistory,
  insertCustomStep,
  listSteps,
  markVerified,
  type StepRow,
} from './steps-repository';

async function staffDeploymentRow(ctx: Pick<AppContext, 'db'>, applicationId: string) {
  const deployment = await findDeployment(ctx.db, applicationId);
  if (!deployment) throw notFound(deploymentTexts.missing);
  return deployment;
}

/** Staff's view of one deployment: every step with its evidence. */
export async function staffDeployment(ctx: AppContext, applicationId: string) {
  const deployment = await staffDeploymentRow(ctx, applicationId);
  return presentDeployment(deployment, await listSteps(ctx.db, deployment.id), () => true);
}

/** Runs a change of one step of the deployment in a transaction, then answers the deployment. */
async function withStep(
  ctx: AppContext,
  applicationId: string,
  key: string,
  change: (tx: AppContext['db'], step: StepRow) => Promise<void>,
) {
  const deployment = await staffDeploymentRow(ctx, applicationId);
  await ctx.db.transaction(async (tx) => {
    const step = await findStepForUpdate(tx, deployment.id, key);
    if (!step) throw notFound(deploymentTexts.missingStep);
    await change(tx, step);
  });
  return staffDeployment(ctx, applicationId);
}

/** Blocks an open step with a reason (waiting on something outside the list). */
export const blockStep = (ctx: AppContext, id: string, key: string, reason: string, staff: Viewer) =>
  withStep(ctx, id, key, async (tx, step) => {
    if (step.status !== 'pending') throw conflict(deploymentTexts.notOpen);
    await changeStep(tx, step, { status: 'blocked', reason, evidence: step.evidence, by: staff.id });
  });

/** Marks a step this deployment does not need (a worker with a valid OFW Pass already, say), with a reason. */
export const markNotNeeded = (ctx: AppContext, id: string, key: string, reason: string, staff: Viewer) =>
  withStep(ctx, id, key, async (tx, step) => {
    if (step.status === 'not-needed') throw conflict(deploymentTexts.notOpen);
    await changeStep(tx, step, { status: 'not-needed', reason, evidence: step.evidence, by: staff.id });
  });

/** Opens a done, blocked or not-needed step again; its earlier evidence stays in the history. */
export const reopenStep = (ctx: AppContext, id: string, key: string, staff: Viewer) =>
  withStep(ctx, id, key, async (tx, step) => {
    if (step.status === 'pending') throw conflict(deploymentTexts.alreadyOpen);
    await changeStep(tx, step, { status: 'pending', reason: null, evidence: {}, by: staff.id });
  });

/** Staff checked a done step's evidence and found it right. */
export const verifyStep = (ctx: AppContext, id: string, key: string, staff: Viewer) =>
  withStep(ctx, id, key, async (tx, step) => {
    if (step.status !== 'done') throw conflict(deploymentTexts.notDone);
    if (step.verifiedAt) throw conflict(deploymentTexts.alreadyVerified);
    await markVerified(tx, step, staff.id);
  });

/** A done step's evidence is wrong: open again with the reason, mailed to whoever acts; the evidence stays in the history. */
export const rejectStep = (ctx: AppContext, id: string, key: string, reason: string, staff: Viewer) =>
  withStep(ctx, id, key, async (tx, step) => {
    if (step.status !== 'done') throw conflict(deploymentTexts.notDone);
    await changeStep(tx, step, { status: 'pending', reason, evidence: {}, by: staff.id });
    await mailStepRejected(ctx, tx, step, reason);
  });

/** Staff complete one of the agency's steps with its evidence fields. */
export async function completeAgencyStep(
  ctx: AppContext,
  id: string,
  key: string,
  raw: Record<string, string>,
  staff: Viewer,
) {
  const deployment = await staffDeploymentRow(ctx, id);
  const evidence = () => {
    const file = fileEvidence(key);
    if (file) throw badRequest(deploymentTexts.fileNeeded(file.label), 'file');
    return parseEvidence(key, raw);
  };
  await ctx.db.transaction((tx) => finishStep(tx, deployment, 'agency', key, evidence, staff.id));
  return staffDeployment(ctx, id);
}

/** One of the agency's steps with its file (multipart: the evidence fields, then the file). */
export async function uploadAgencyEvidence(
  ctx: AppContext,
  request: FastifyRequest,
  id: string,
  key: string,
  staff: Viewer,
) {
  const deployment = await staffDeploymentRow(ctx, id);
  await uploadEvidence(ctx, request, staff, async () => ({ deployment, actor: 'agency', key }));
  return staffDeployment(ctx, id);
}

/** A step added to this one deployment, due relative to its departure like the declared ones. */
export async function addCustomStep(ctx: AppContext, id: string, input: CustomStep, staff: Viewer) {
  const deployment = await staffDeploymentRow(ctx, id);
  const departure = deployment.plannedDepartureDate;
  await ctx.db.transaction((tx) =>
    insertCustomStep(
      tx,
      {
        deploymentId: deployment.id,
        jobOpeningId: deployment.jobOpeningId,
        key: `custom-${randomUUID().slice(0, 8)}`,
        actor: input.actor,
        label: input.label,
        instructions: input.instructions,
        dueDays: input.dueDaysFromDeparture,
        dueOn: departure ? stepDue(departure, input.dueDaysFromDeparture) : null,
      },
      staff.id,
    ),
  );
  return staffDeployment(ctx, id);
}

/** Who changed a step: staff by name; the candidate and the employer's contacts by their role. */
const byLabel = (row: { by: string | null; userType: string | null }) =>
  row.userType === 'Admin'
    ? (row.by ?? 'Staff')
    : row.userType === 'Employer'
      ? 'Employer'
      : row.userType === 'User'
        ? 'Candidate'
        : 'Deleted account';

export async function stepHistory(ctx: AppContext, id: string, key: string): Promise<StepHistoryEntry[]> {
  const deployment = await staffDeploymentRow(ctx, id);
  const step = (await listSteps(ctx.db, deployment.id)).find((s) => s.key === key);
  if (!step) throw notFound(deploymentTexts.missingStep);
  return (await findStepHistory(ctx.db, step.id)).map((row) => ({
    at: row.at.toISOString(),
    by: byLabel(row),
    status: row.status,
    reason: row.reason,
    evidence: row.evidence,
    verified: row.verified,
  }));
}

/** The job orders a board filter names, apart from the board's own join of the step's job order. */
const filterJob = alias(jobOpenings, 'filter_job');
/** Steps of the job orders `which` selects (the planner reads each one's open steps from the index). */
const stepOfJobOrders = (db: AppContext['db'], which: SQL) =>
  inArray(deploymentSteps.jobOpeningId, db.select({ id: filterJob.id }).from(filterJob).where(which));

/** The board: open steps, overdue first, undated last; filtered by step, client, job order and owner; paged by key. */
export async function deploymentBoard(
  ctx: AppContext,
  query: z.output<typeof boardQuerySchema>,
  scope: StaffScope,
  now: Date,
): Promise<{ data: BoardRow[]; next: string | null }> {
  const conditions: (SQL | undefined)[] = [
    sql`${deploymentSteps.status} in ('pending', 'blocked')`,
    query.step ? eq(deploymentSteps.key, query.step) : undefined,
    // On the step's own copy of the job order, so that its index serves them (deployment_steps_board_job_idx).
    query.clientId ? stepOfJobOrders(ctx.db, eq(filterJob.clientId, query.clientId)) : undefined,
    query.jobOpeningId ? eq(deploymentSteps.jobOpeningId, query.jobOpeningId) : undefined,
    query.ownerId ? stepOfJobOrders(ctx.db, eq(filterJob.ownerId, query.ownerId)) : undefined,
    // Erased people are not worked (and the job order's partial index then serves the filters).
    isNull(applications.anonymisedAt),
    applicationScopeWhere(scope),
  ];
  if (query.after) {
    const [due, stepId] = query.after.split('|') as [string, string];
    // A row comparison: the index scan starts at the key (an `or` would filter every row before it).
    conditions.push(sql`(${boardDue}, ${deploymentSteps.id}) > (${due}::date, ${stepId}::uuid)`);
  }
  // Named in the scope that sees every record at the default page size, one name per set of filters
  // given (each fixes the text); other calls are planned each time.
  const named = scope.all && query.pageSize === defaultBoardPageSize;
  const shape = [query.step, query.clientId, query.jobOpeningId, query.ownerId, query.after].map((f) => (f ? 1 : 0));
  const rows = await runNamed(
    boardQuery(ctx.db)
      .where(and(...conditions))
      .orderBy(boardDue, deploymentSteps.id)
      .limit(named ? limitInText(query.pageSize + 1) : query.pageSize + 1),
    named && `deployment_board_${shape.join('')}`,
  );
  const today = uaeToday(now);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    data: page.map((row) => ({
      applicationId: row.applicationId,
      candidate: row.candidate,
      jobTitle: row.jobTitle ?? 'General application',
      client: row.client,
      step: row.key,
      label: Object.hasOwn(declared, row.key)
        ? declared[row.key as keyof typeof declared].label
        : (row.label ?? row.key),
      actor: row.actor,
      status: row.status,
      reason: row.reason,
      dueOn: row.dueOn,
      overdue: row.dueOn !== null && row.dueOn < today,
    })),
    next: rows.length > query.pageSize && last ? `${last.dueOn ?? '9999-12-31'}|${last.id}` : null,
  };
}
