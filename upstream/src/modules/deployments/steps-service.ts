import { clientMessages } from '@contracts/clients/client';
import {
  completeStepSchema,
  deploymentTexts,
  evidenceFieldsSchema,
  evidenceOf,
} from '@contracts/deployments/deployment';
import { deploymentSteps as declared, type StepActor } from '@contracts/deployments/steps';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { HttpError, badRequest, conflict, notFound } from '../../http-error';
import type { Viewer } from '../../viewer';
import { markDeparted } from '../applications';
import { findContactClient } from '../clients';
import { displayNameOf } from '../shortlists';
import { presentDeployment } from './step-view';
import {
  changeStep,
  findClientDeployments,
  findDeployment,
  findStepForUpdate,
  insertDeployment,
  listSteps,
  type DeploymentRow,
} from './steps-repository';

const noDeployment = () => notFound(deploymentTexts.missing);

/** Called in the acceptance's transaction: the accepted offer's deployment and its declared steps. */
export const createDeployment = (tx: Database, applicationId: string, offerId: string | null) =>
  insertDeployment(tx, applicationId, offerId);

/** The deployment the viewer may act on: the candidate's own, or a hire of the employer's client (else 404). */
export async function deploymentFor(ctx: Pick<AppContext, 'db'>, applicationId: string, viewer: Viewer) {
  const deployment = await findDeployment(ctx.db, applicationId);
  if (!deployment) throw noDeployment();
  if (viewer.userType === 'User' && deployment.userId === viewer.id) return { deployment, actor: 'candidate' as const };
  if (viewer.userType === 'Employer') {
    const client = await findContactClient(ctx.db, viewer.id);
    if (!client) throw notFound(clientMessages.noClient);
    if (deployment.clientId === client.id) return { deployment, actor: 'employer' as const };
  }
  throw noDeployment();
}

/** The candidate's deployment: every step, with the evidence of their own steps. */
export async function candidateDeployment(ctx: AppContext, applicationId: string, viewer: Viewer) {
  const { deployment } = await deploymentFor(ctx, applicationId, viewer);
  const steps = await listSteps(ctx.db, deployment.id);
  return presentDeployment(deployment, steps, (step) => step.actor === 'candidate');
}

/** An employer's view of a hire: its own steps to act on, and the others it may see, without their evidence. */
async function employerView(ctx: AppContext, deployment: DeploymentRow) {
  const steps = (await listSteps(ctx.db, deployment.id)).filter(
    (step) =>
      step.actor === 'employer' ||
      (Object.hasOwn(declared, step.key) && declared[step.key as keyof typeof declared].employerSees),
  );
  return {
    ...presentDeployment(deployment, steps, (step) => step.actor === 'employer'),
    candidate: displayNameOf(deployment.name),
    jobOrderNumber: deployment.jobOrderNumber ?? '',
  };
}

export async function employerHires(ctx: AppContext, viewer: Viewer) {
  const client = await findContactClient(ctx.db, viewer.id);
  if (!client) throw notFound(clientMessages.noClient);
  const rows = await findClientDeployments(ctx.db, client.id);
  const hires = [];
  for (const { applicationId } of rows)
    hires.push(await employerView(ctx, (await findDeployment(ctx.db, applicationId))!));
  return hires;
}

export async function employerHire(ctx: AppContext, applicationId: string, viewer: Viewer) {
  const { deployment } = await deploymentFor(ctx, applicationId, viewer);
  return employerView(ctx, deployment);
}

/** Checks a step's evidence fields (not its file): the first problem is a 400 on its field. */
export function parseEvidence(key: string, raw: Record<string, unknown>) {
  const parsed = evidenceFieldsSchema(evidenceOf(key)).safeParse(raw);
  if (parsed.success) return parsed.data as Record<string, string>;
  const issue = parsed.error.issues[0]!;
  throw badRequest(issue.message, String(issue.path[0] ?? 'evidence'));
}

export const fileEvidence = (key: string) => evidenceOf(key).find((e) => e.kind === 'file');

/** A step the actor may complete now: theirs (else 403) and open (else 409); a missing one is 404. */
export function openStepOf<S extends { actor: string; status: string }>(step: S | undefined, actor: StepActor): S {
  if (!step) throw notFound(deploymentTexts.missingStep);
  if (step.actor !== actor) throw new HttpError(403, deploymentTexts.notYours);
  if (step.status !== 'pending') throw conflict(deploymentTexts.notOpen);
  return step;
}

/**
 * Completes an open step of the actor's with its evidence (and the stored file's name, when it takes
 * one), keeping the change in its history. `evidenceOf` checks the evidence once the step is known.
 */
export async function finishStep(
  tx: Database,
  deployment: DeploymentRow,
  actor: StepActor,
  key: string,
  evidence: () => Record<string, string>,
  by: string,
) {
  const step = openStepOf(await findStepForUpdate(tx, deployment.id, key), actor);
  await changeStep(tx, step, { status: 'done', reason: null, evidence: evidence(), by });
  // The worker has left: their application is Deployed, so the welfare officer sees them.
  if (key === 'departure') await markDeparted(tx, deployment.applicationId, by);
}

/** A candidate's or employer's step without a file: its evidence fields in the body. */
export async function completeStep(ctx: AppContext, body: z.output<typeof completeStepSchema>, viewer: Viewer) {
  const { deployment, actor } = await deploymentFor(ctx, body.applicationId, viewer);
  await ctx.db.transaction((tx) =>
    finishStep(
      tx,
      deployment,
      actor,
      body.step,
      () => {
        const file = fileEvidence(body.step);
        if (file) throw badRequest(deploymentTexts.fileNeeded(file.label), 'file');
        return parseEvidence(body.step, body.evidence);
      },
      viewer.id,
    ),
  );
  return presentAfter(ctx, deployment, actor);
}

export async function presentAfter(ctx: AppContext, deployment: DeploymentRow, actor: 'candidate' | 'employer') {
  if (actor === 'employer') return employerView(ctx, deployment);
  return presentDeployment(deployment, await listSteps(ctx.db, deployment.id), (step) => step.actor === actor);
}
