import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { uploadRoutes } from '../uploads';
import { candidateChecklist, uploadDocument } from './service';
import { deploymentStepRoutes } from './step-routes';

/** The candidate's deployment documents: the checklist of an application, and uploading one document. */
export async function deploymentCandidateRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: uploadRoutes.deploymentDocument.maxBytes, files: 1 } });
  const documents = api.deploymentDocuments;

  route(app, documents.checklist, async ({ params, viewer }) => ({
    data: await candidateChecklist(app, params.applicationId, viewer),
  }));

  route(app, documents.upload, async ({ request, viewer }) => ({ data: await uploadDocument(app, request, viewer) }), {
    preHandler: app.uploadRateLimit,
  });

  await deploymentStepRoutes(app);
}
