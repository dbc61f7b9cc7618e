import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { applicationListQuerySchema, type AdminApplicationRow } from '@contracts/admin-applications';
import { toCsv } from '../../lib/csv';
import { validate } from '../../lib/validate';
import {
  addStaffNote,
  changeStage,
  getApplicationDetail,
  listApplicationsForExport,
  listApplicationsPage,
  revealPassport,
} from './service';

const idParams = z.object({ id: z.string().uuid('No such application.') });

const csvColumns: [string, (row: AdminApplicationRow) => unknown][] = [
  ['Applied on', (r) => r.createdAt.slice(0, 10)],
  ['Name', (r) => r.name],
  ['Email', (r) => r.email],
  ['Phone', (r) => r.phone],
  ['Job', (r) => r.job?.title ?? 'General application'],
  ['Position', (r) => r.appliedFor ?? ''],
  ['Stage', (r) => r.stage],
  ['English', (r) => r.englishProficiency],
  ['Experience (years)', (r) => r.experienceInYears],
  ['Preferred location', (r) => r.preferredLocation ?? ''],
];

/** The applicant pipeline: list with filters, detail, passport reveal, stage changes, notes, CSV. */
export default async function adminApplicationRoutes(app: FastifyInstance) {
  app.get('/applications', async (request) =>
    listApplicationsPage(app, validate(applicationListQuerySchema, request.query)),
  );

  app.get('/applications/export.csv', async (request, reply) => {
    const rows = await listApplicationsForExport(app, validate(applicationListQuerySchema, request.query));
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="applications-${new Date().toISOString().slice(0, 10)}.csv"`)
      .header('Cache-Control', 'private, no-store');
    return toCsv(csvColumns, rows);
  });

  app.get('/applications/:id', async (request) => {
    const { id } = validate(idParams, request.params);
    return { data: await getApplicationDetail(app, id) };
  });

  app.post('/applications/:id/reveal-passport', async (request) => {
    const { id } = validate(idParams, request.params);
    return revealPassport(app, id, request.viewer!);
  });

  app.patch('/applications/:id/stage', async (request) => {
    const { id } = validate(idParams, request.params);
    return { data: await changeStage(app, id, request.viewer!, request.body) };
  });

  app.post('/applications/:id/notes', async (request, reply) => {
    const { id } = validate(idParams, request.params);
    reply.status(201);
    return { data: await addStaffNote(app, id, request.viewer!, request.body) };
  });
}
