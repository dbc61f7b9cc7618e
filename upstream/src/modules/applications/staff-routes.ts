import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { csvChunks } from '../../lib/csv';
import { route } from '../../lib/endpoint-route';
import { csvColumns } from './csv';
import { createListsPastCap } from './lists-past-cap';
import {
  addStaffNote,
  allowToApplyAgain,
  changeStage,
  getApplicationDetail,
  listApplicationsForExport,
  listApplicationsPage,
  revealPassport,
} from './service';

/** The applicant pipeline: list with filters, detail, passport reveal, stage changes, notes, CSV. */
export async function applicationStaffRoutes(app: FastifyInstance) {
  const applications = api.adminApplications;
  const pastCap = createListsPastCap();

  route(app, applications.list, ({ query }) => listApplicationsPage(app, pastCap, query));

  // Every matching row, streamed: the stream pulls the next batch only as the client takes the bytes.
  route(app, applications.exportCsv, async ({ query, reply }) =>
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="applications-${new Date().toISOString().slice(0, 10)}.csv"`)
      .send(Readable.from(csvChunks(csvColumns, listApplicationsForExport(app, query)), { objectMode: false })),
  );

  route(app, applications.detail, async ({ params }) => ({ data: await getApplicationDetail(app, params.id) }));

  route(app, applications.revealPassport, ({ params, viewer }) => revealPassport(app, params.id, viewer));

  route(app, applications.setStage, async ({ params, body, viewer }) => ({
    data: await changeStage(app, params.id, viewer, body),
  }));

  route(app, applications.allowReapply, async ({ params }) => ({ data: await allowToApplyAgain(app, params.id) }));

  route(app, applications.addNote, async ({ params, body, viewer }) => ({
    data: await addStaffNote(app, params.id, viewer, body),
  }));
}
