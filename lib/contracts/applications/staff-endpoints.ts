import { idParamsSchema } from '../core/staff-schemas';
import type { PersonalRead } from '../access-records/record';
import { applicationFields } from './fields';
import {
  adminApplicationDetailSchema,
  applicationExportQuerySchema,
  applicationPageSchema,
  applicationListQuerySchema,
  revealedPassportSchema,
  stageChangeSchema,
  staffNoteSchema,
} from './staff';
import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';
import { staffOnly } from '../core/staff-endpoint';

const idParams = idParamsSchema('No such application.');

/** Every answer carrying an application's detail shows the fields staff see: each such call is recorded. */
const detailRead = {
  kind: 'application',
  subject: 'one',
  fields: applicationFields.staff.map((f) => f.key),
} as const satisfies PersonalRead;

/** The applicant pipeline. The detail carries the passport number masked only; reveal is its own call. */
export const adminApplicationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/applications',
    query: applicationListQuerySchema,
    response: { 200: applicationPageSchema },
    ...staffOnly('applications'),
  }),
  /** The filtered list as a CSV download (a link, not a JSON call): every matching row, streamed. */
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/admin/applications/export.csv',
    // The list's filters and why (asked each time): every matching applicant's data at once.
    query: applicationExportQuerySchema,
    response: {},
    ...staffOnly('applications.export'),
    personalRead: { kind: 'applications-export', subject: 'many', fields: applicationFields.csv.map((f) => f.key) },
    // Every applicant's personal data at once: a second factor from the last minutes (decision 32).
    freshFactor: true,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/admin/applications/:id',
    params: idParams,
    response: { 200: envelope(adminApplicationDetailSchema) },
    ...staffOnly('applications', { id: 'application' }),
    personalRead: detailRead,
  }),
  /** The full passport number; each reveal is recorded in the record of access. */
  revealPassport: defineEndpoint({
    method: 'POST',
    path: '/admin/applications/:id/reveal-passport',
    params: idParams,
    response: { 200: envelope(revealedPassportSchema) },
    ...staffOnly('passports', { id: 'application' }),
    personalRead: { kind: 'passport', subject: 'one', fields: ['passportNumber'] },
  }),
  setStage: defineEndpoint({
    method: 'PATCH',
    path: '/admin/applications/:id/stage',
    params: idParams,
    body: stageChangeSchema,
    response: { 200: envelope(adminApplicationDetailSchema) },
    ...staffOnly('applications', { id: 'application' }),
    personalRead: detailRead,
  }),
  /** On a withdrawn application to an opening: the candidate may apply to that opening again. */
  allowReapply: defineEndpoint({
    method: 'POST',
    path: '/admin/applications/:id/allow-reapply',
    params: idParams,
    response: { 200: envelope(adminApplicationDetailSchema) },
    ...staffOnly('applications', { id: 'application' }),
    personalRead: detailRead,
  }),
  addNote: defineEndpoint({
    method: 'POST',
    path: '/admin/applications/:id/notes',
    params: idParams,
    body: staffNoteSchema,
    response: { 201: envelope(adminApplicationDetailSchema) },
    ...staffOnly('applications', { id: 'application' }),
    personalRead: detailRead,
  }),
};
