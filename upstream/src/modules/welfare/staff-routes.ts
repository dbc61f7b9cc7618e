import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { csvChunks } from '../../lib/csv';
import { route } from '../../lib/endpoint-route';
import { recordRead } from '../access-records';
import { welfareDashboard } from './dashboard';
import { listHolidays, putHoliday, removeHoliday } from './holidays';
import { addIncidentUpdate, closeIncident, incidentReport, openIncidentOn } from './incidents';
import { countReportRows, quarterlyReportRows, reportColumns } from './report-csv';
import { changeWelfareStatus, workerWelfare } from './worker-service';

/** Staff's side of the duty of care: the dashboard's section, a worker's file, incidents, the CSV, the holidays. */
export async function welfareStaffRoutes(app: FastifyInstance) {
  const welfare = api.adminWelfare;
  const days = api.adminHolidays;

  route(app, welfare.dashboard, async ({ scope }) => ({ data: await welfareDashboard(app, scope, new Date()) }));

  // Streamed; its access entry (the quarter, how many workers, why) is written before the first byte.
  route(app, welfare.exportCsv, async ({ query: { quarter, reason }, scope, request, reply }) => {
    const count = await countReportRows(app, quarter, scope);
    await recordRead(app, request, welfare.exportCsv, { filters: { quarter }, count, reason });
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="welfare-report-${quarter}.csv"`)
      .send(Readable.from(csvChunks(reportColumns, quarterlyReportRows(app, quarter, scope)), { objectMode: false }));
  });

  route(app, welfare.worker, async ({ params, request }) => {
    const { userId, view } = await workerWelfare(app, params.id);
    await recordRead(app, request, welfare.worker, { subjectUserId: userId, recordId: params.id });
    return { data: view };
  });

  route(app, welfare.setStatus, async ({ params, body, viewer }) => ({
    data: await changeWelfareStatus(app, params.id, body, viewer),
  }));

  route(app, welfare.openIncident, async ({ params, body, viewer }) => ({
    data: await openIncidentOn(app, params.id, { ...body, source: 'staff' }, viewer, new Date()),
  }));

  route(app, welfare.incident, async ({ params, request }) => {
    const { userId, view } = await incidentReport(app, params.id, params.incident);
    await recordRead(app, request, welfare.incident, { subjectUserId: userId, recordId: params.id });
    return { data: view };
  });

  route(app, welfare.addUpdate, async ({ params, body, viewer }) => ({
    data: await addIncidentUpdate(app, params.id, params.incident, body.text, viewer),
  }));

  route(app, welfare.close, async ({ params, body, viewer }) => ({
    data: await closeIncident(app, params.id, params.incident, body.resolution, viewer),
  }));

  route(app, days.list, async ({ query }) => ({ data: await listHolidays(app.db, query.year) }));
  route(app, days.put, async ({ params, body }) => ({ data: await putHoliday(app.db, params.date, body) }));
  route(app, days.remove, async ({ params }) => {
    await removeHoliday(app.db, params.date);
    return undefined;
  });
}
