import type { FastifyRequest } from 'fastify';
import { completeStepSchema, deploymentTexts, evidenceField } from '@contracts/deployments/deployment';
import type { StepActor } from '@contracts/deployments/steps';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http-error';
import type { Viewer } from '../../viewer';
import { insertUpload, receiveFile, uploadRoutes } from '../uploads';
import { deploymentFor, fileEvidence, finishStep, openStepOf, parseEvidence, presentAfter } from './steps-service';
import { listSteps, type DeploymentRow } from './steps-repository';

interface Target {
  deployment: DeploymentRow;
  actor: StepActor;
  key: string;
}

/**
 * Completes a step that takes a file: the text fields sent before it (found by `target`) are all
 * checked before a byte is stored; the file follows the deployment documents' rules (PDF or a photo,
 * 10 MB, re-encoded, private), and is removed again if the step could not be completed.
 */
export async function uploadEvidence(
  ctx: AppContext,
  request: FastifyRequest,
  viewer: Viewer,
  target: (fields: Record<string, string>) => Promise<Target>,
): Promise<Target> {
  let vetted: (Target & { evidence: Record<string, string> }) | undefined;
  const route = uploadRoutes.deploymentDocument;
  const file = await receiveFile(ctx, request, route, async (raw) => {
    const found = await target(raw);
    openStepOf(
      (await listSteps(ctx.db, found.deployment.id)).find((s) => s.key === found.key),
      found.actor,
    );
    if (!fileEvidence(found.key)) throw badRequest(deploymentTexts.noFile, route.field);
    vetted = { ...found, evidence: parseEvidence(found.key, raw) };
  });
  if (!vetted) throw badRequest('Please send the step’s fields before the file.');
  const { deployment, actor, key, evidence } = vetted;
  try {
    await ctx.db.transaction(async (tx) => {
      await insertUpload(tx, {
        fileName: file.fileName,
        ownerId: viewer.id,
        kind: 'document',
        visibility: 'private',
        mimeType: file.mime,
        sizeBytes: file.sizeBytes,
        originalName: file.originalName,
      });
      const withFile = { ...evidence, [evidenceField(fileEvidence(key)!.label)]: file.fileName };
      await finishStep(tx, deployment, actor, key, () => withFile, viewer.id);
    });
  } catch (err) {
    await ctx.storage.private.delete(file.fileName).catch(() => undefined);
    throw err;
  }
  return vetted;
}

/** The candidate's or the employer's upload: `applicationId` and `step` come first among the fields. */
export async function uploadStepEvidence(ctx: AppContext, request: FastifyRequest, viewer: Viewer) {
  const { deployment, actor } = await uploadEvidence(ctx, request, viewer, async (raw) => {
    const parsed = completeStepSchema.pick({ applicationId: true, step: true }).safeParse(raw);
    if (!parsed.success) throw notFound(parsed.error.issues[0]!.message);
    const found = await deploymentFor(ctx, parsed.data.applicationId, viewer);
    return { ...found, key: parsed.data.step };
  });
  return presentAfter(ctx, deployment, actor as 'candidate' | 'employer');
}
