import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@contracts/endpoints';
import { recordRead } from '../access-records';
import { csvChunks } from '../../lib/csv';
import { route } from '../../lib/endpoint-route';
import { csvColumns } from './csv';
import { createListsPastCap } from './lists-past-cap';
import {
  addStaffNote,
  allowToApplyAgain,
  changeStage,
  exportScope,
  getApplicationDetail,
  listApplicationsForExport,
  listApplicationsPage,
  revealPassport,
  type DetailRead,
} from './service';

/** The calls answered with an application's detail: each is a recorded read of it. */
type DetailEndpoint = (typeof api.adminApplications)['detail' | 'setStage' | 'allowReapply' | 'addNote'];

/** The applicant pipeline: list with filters, detail, passport reveal, stage changes, notes, CSV. */
export async function applicationStaffRoutes(app: FastifyInstance) {
  const applications = api.adminApplications;
  const pastCap = createListsPastCap();

  route(app, applications.list, ({ query, scope }) => listApplicationsPage(app, pastCap, query, scope));

  // Every matching row, streamed: the stream pulls the next batch only as the client takes the bytes. Its
  // access entry (filters, how many rows, why) is written before the first byte.
  route(app, applications.exportCsv, async ({ query: { reason, ...query }, request, reply }) => {
    await recordRead(app, request, applications.exportCsv, { ...(await exportScope(app, query)), reason });
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="applications-${new Date().toISOString().slice(0, 10)}.csv"`)
      .send(Readable.from(csvChunks(csvColumns, listApplicationsForExport(app, query)), { objectMode: false }));
  });

  /** Answers an application's detail once the access entry of its read is written. */
  const answerDetail = async (endpoint: DetailEndpoint, request: FastifyRequest, read: DetailRead) => {
    await recordRead(app, request, endpoint, { subjectUserId: read.candidateId, recordId: read.detail._id });
    return { data: read.detail };
  };

  route(app, applications.detail, async ({ params, request }) =>
    answerDetail(applications.detail, request, await getApplicationDetail(app, params.id)),
  );

  route(app, applications.revealPassport, async ({ params, request }) => {
    const { passportNumber, candidateId } = await revealPassport(app, params.id);
    await recordRead(app, request, applications.revealPassport, { subjectUserId: candidateId, recordId: params.id });
    return { data: { passportNumber } };
  });

  route(app, applications.setStage, async ({ params, body, viewer, request }) =>
    answerDetail(applications.setStage, request, await changeStage(app, params.id, viewer, body)),
  );

  route(app, applications.allowReapply, async ({ params, request }) =>
    answerDetail(applications.allowReapply, request, await allowToApplyAgain(app, params.id)),
  );

  route(app, applications.addNote, async ({ params, body, viewer, request }) =>
    answerDetail(applications.addNote, request, await addStaffNote(app, params.id, viewer, body)),
  );
}
