import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { listDocumentTypes } from './repository';
import {
  changeDepartureDate,
  createDocumentType,
  editDocumentType,
  presentDocumentType,
  reviewApplicationDocument,
  staffChecklist,
} from './service';
import { deploymentStepStaffRoutes } from './step-staff-routes';

/** Staff's side: an application's checklist, verify and reject, the departure date, and the list of document types. */
export async function deploymentStaffRoutes(app: FastifyInstance) {
  const documents = api.adminDeploymentDocuments;
  const types = api.adminDocumentTypes;

  route(app, documents.checklist, async ({ params }) => ({ data: await staffChecklist(app, params.id) }));

  route(app, documents.verify, async ({ params, body, viewer }) => ({
    data: await reviewApplicationDocument(app, { ...params, file: body.file }, viewer, { status: 'Verified' }),
  }));

  route(app, documents.reject, async ({ params, body, viewer }) => ({
    data: await reviewApplicationDocument(app, { ...params, file: body.file }, viewer, {
      status: 'Rejected',
      reason: body.reason,
    }),
  }));

  route(app, documents.setDepartureDate, async ({ params, body }) => ({
    data: await changeDepartureDate(app, params.id, body.plannedDepartureDate),
  }));

  route(app, types.list, async () => ({
    data: (await listDocumentTypes(app.db, { activeOnly: false })).map(presentDocumentType),
  }));

  route(app, types.create, async ({ body }) => ({ data: await createDocumentType(app, body) }));

  route(app, types.update, async ({ params, body }) => ({ data: await editDocumentType(app, params.id, body) }));

  await deploymentStepStaffRoutes(app);
}
