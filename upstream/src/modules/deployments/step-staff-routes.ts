import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { recordRead } from '../access-records';
import { uploadRoutes } from '../uploads';
import {
  addCustomStep,
  blockStep,
  completeAgencyStep,
  deploymentBoard,
  markNotNeeded,
  rejectStep,
  reopenStep,
  staffDeployment,
  stepHistory,
  uploadAgencyEvidence,
  verifyStep,
} from './staff-steps';
import { boardFilters } from './board-filters';
import { findDeployment } from './steps-repository';

/** Staff's side of deployment steps: the board, one deployment, a step's history and its changes. */
export async function deploymentStepStaffRoutes(app: FastifyInstance) {
  const steps = api.adminDeploymentSteps;
  await app.register(multipart, { limits: { fileSize: uploadRoutes.deploymentDocument.maxBytes, files: 1 } });

  /** The access entry of a read of one deployment's steps (medical results and certificates). */
  const recordStepsRead = async (
    request: FastifyRequest,
    endpoint: typeof steps.detail | typeof steps.history,
    id: string,
  ) => {
    const deployment = await findDeployment(app.db, id);
    await recordRead(app, request, endpoint, { subjectUserId: deployment?.userId ?? null, recordId: id });
  };

  route(app, steps.board, async ({ query, scope }) => deploymentBoard(app, query, scope, new Date()));

  route(app, steps.filters, async ({ scope }) => ({ data: await boardFilters(app, scope) }));

  route(app, steps.detail, async ({ params, request }) => {
    const data = await staffDeployment(app, params.id);
    await recordStepsRead(request, steps.detail, params.id);
    return { data };
  });

  route(app, steps.history, async ({ params, request }) => {
    const data = await stepHistory(app, params.id, params.step);
    await recordStepsRead(request, steps.history, params.id);
    return { data };
  });

  route(app, steps.complete, async ({ params, body, viewer }) => ({
    data: await completeAgencyStep(app, params.id, params.step, body.evidence, viewer),
  }));

  route(app, steps.upload, async ({ params, request, viewer }) => ({
    data: await uploadAgencyEvidence(app, request, params.id, params.step, viewer),
  }));

  route(app, steps.verify, async ({ params, viewer }) => ({
    data: await verifyStep(app, params.id, params.step, viewer),
  }));

  route(app, steps.reject, async ({ params, body, viewer }) => ({
    data: await rejectStep(app, params.id, params.step, body.reason, viewer),
  }));

  route(app, steps.block, async ({ params, body, viewer }) => ({
    data: await blockStep(app, params.id, params.step, body.reason, viewer),
  }));

  route(app, steps.notNeeded, async ({ params, body, viewer }) => ({
    data: await markNotNeeded(app, params.id, params.step, body.reason, viewer),
  }));

  route(app, steps.reopen, async ({ params, viewer }) => ({
    data: await reopenStep(app, params.id, params.step, viewer),
  }));

  route(app, steps.addStep, async ({ params, body, viewer }) => ({
    data: await addCustomStep(app, params.id, body, viewer),
  }));
}
