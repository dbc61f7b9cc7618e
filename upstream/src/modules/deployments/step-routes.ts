import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { candidateDeployment, completeStep, employerHire, employerHires } from './steps-service';
import { uploadStepEvidence } from './step-upload';

/** The candidate's and the employer's deployment steps (registered by the candidate routes' plugin, which has multipart). */
export async function deploymentStepRoutes(app: FastifyInstance) {
  const steps = api.deploymentSteps;

  route(app, steps.mine, async ({ params, viewer }) => ({
    data: await candidateDeployment(app, params.applicationId, viewer),
  }));

  route(app, steps.complete, async ({ body, viewer }) => ({ data: await completeStep(app, body, viewer) }));

  route(app, steps.upload, async ({ request, viewer }) => ({ data: await uploadStepEvidence(app, request, viewer) }), {
    preHandler: app.uploadRateLimit,
  });

  route(app, steps.employerHires, async ({ viewer }) => ({ data: await employerHires(app, viewer) }));

  route(app, steps.employerHire, async ({ params, viewer }) => ({
    data: await employerHire(app, params.applicationId, viewer),
  }));
}
