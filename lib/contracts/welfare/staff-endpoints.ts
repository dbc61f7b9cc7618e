import { z } from 'zod';
import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';
import { staffOnly } from '../core/staff-endpoint';
import {
  changeStatusSchema,
  closeIncidentSchema,
  holidayBodySchema,
  holidayParamsSchema,
  holidayYearQuerySchema,
  incidentParamsSchema,
  incidentUpdateSchema,
  openIncidentSchema,
  reportExportQuerySchema,
  workerParamsSchema,
} from './welfare';
import { holidayViewSchema, incidentViewSchema, welfareDashboardSchema, workerWelfareViewSchema } from './views';

const application = { id: 'application' } as const;
/** A worker's reports, check-in notes and incidents: a personal read. */
const welfareRead = { kind: 'welfare', subject: 'one', fields: ['welfare'] } as const;

/** Staff's side of the duty of care (issue 43): Welfare officers and Managers. */
export const adminWelfareEndpoints = {
  /** The dashboard's section: reports due this week and overdue, open incidents by due date. */
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/admin/welfare/dashboard',
    response: { 200: envelope(welfareDashboardSchema) },
    ...staffOnly('welfare'),
  }),
  /** The quarterly welfare monitoring report: one row per worker with a report due in the quarter. */
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/admin/welfare/report.csv',
    query: reportExportQuerySchema,
    response: {},
    ...staffOnly('welfare'),
    personalRead: {
      kind: 'welfare-report-export',
      subject: 'many',
      fields: ['name', 'passportNumber', 'position', 'employer', 'worksite', 'departedOn', 'status', 'remarks'],
    },
  }),
  worker: defineEndpoint({
    method: 'GET',
    path: '/admin/applications/:id/welfare',
    params: workerParamsSchema,
    response: { 200: envelope(workerWelfareViewSchema) },
    ...staffOnly('welfare', application),
    personalRead: welfareRead,
  }),
  setStatus: defineEndpoint({
    method: 'PUT',
    path: '/admin/applications/:id/welfare/status',
    params: workerParamsSchema,
    body: changeStatusSchema,
    response: { 200: envelope(z.object({ message: z.string() })) },
    ...staffOnly('welfare', application),
  }),
  openIncident: defineEndpoint({
    method: 'POST',
    path: '/admin/applications/:id/welfare/incidents',
    params: workerParamsSchema,
    body: openIncidentSchema,
    response: { 201: envelope(z.object({ _id: z.string(), dueOn: z.string() })) },
    ...staffOnly('welfare', application),
  }),
  /** One incident with its updates: also the printable incident report. */
  incident: defineEndpoint({
    method: 'GET',
    path: '/admin/applications/:id/welfare/incidents/:incident',
    params: incidentParamsSchema,
    response: { 200: envelope(incidentViewSchema) },
    ...staffOnly('welfare', application),
    personalRead: welfareRead,
  }),
  addUpdate: defineEndpoint({
    method: 'POST',
    path: '/admin/applications/:id/welfare/incidents/:incident/updates',
    params: incidentParamsSchema,
    body: incidentUpdateSchema,
    response: { 201: envelope(z.object({ _id: z.string() })) },
    ...staffOnly('welfare', application),
  }),
  close: defineEndpoint({
    method: 'POST',
    path: '/admin/applications/:id/welfare/incidents/:incident/close',
    params: incidentParamsSchema,
    body: closeIncidentSchema,
    response: { 200: envelope(z.object({ _id: z.string() })) },
    ...staffOnly('welfare', application),
  }),
};

/** The Philippine holidays that incidents' 5 working days skip (seeded for 2026 and 2027; staff edit them). */
export const adminHolidayEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/holidays',
    query: holidayYearQuerySchema,
    response: { 200: envelope(z.array(holidayViewSchema)) },
    ...staffOnly('welfare'),
  }),
  /** Adds the holiday of a date, or renames it. */
  put: defineEndpoint({
    method: 'PUT',
    path: '/admin/holidays/:date',
    params: holidayParamsSchema,
    body: holidayBodySchema,
    response: { 200: envelope(holidayViewSchema) },
    ...staffOnly('welfare'),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin/holidays/:date',
    params: holidayParamsSchema,
    response: { 204: z.undefined() },
    ...staffOnly('welfare'),
  }),
};
