import { idParamsSchema } from '../core/staff-schemas';
import {
  adminApplicationDetailSchema,
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
    query: applicationListQuerySchema,
    response: {},
    ...staffOnly('applications.export'),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/admin/applications/:id',
    params: idParams,
    response: { 200: envelope(adminApplicationDetailSchema) },
    ...staffOnly('applications'),
  }),
  /** The full passport number; each reveal is recorded with who and when. */
  revealPassport: defineEndpoint({
    method: 'POST',
    path: '/admin/applications/:id/reveal-passport',
    params: idParams,
    response: { 200: envelope(revealedPassportSchema) },
    ...staffOnly('passports'),
  }),
  setStage: defineEndpoint({
    method: 'PATCH',
    path: '/admin/applications/:id/stage',
    params: idParams,
    body: stageChangeSchema,
    response: { 200: envelope(adminApplicationDetailSchema) },
    ...staffOnly('applications'),
  }),
  /** On a withdrawn application to an opening: the candidate may apply to that opening again. */
  allowReapply: defineEndpoint({
    method: 'POST',
    path: '/admin/applications/:id/allow-reapply',
    params: idParams,
    response: { 200: envelope(adminApplicationDetailSchema) },
    ...staffOnly('applications'),
  }),
  addNote: defineEndpoint({
    method: 'POST',
    path: '/admin/applications/:id/notes',
    params: idParams,
    body: staffNoteSchema,
    response: { 201: envelope(adminApplicationDetailSchema) },
    ...staffOnly('applications'),
  }),
};
