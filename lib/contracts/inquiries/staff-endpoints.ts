import type { z } from 'zod';
import {
  adminInquiryDetailSchema,
  adminInquirySchema,
  adminMessageDetailSchema,
  adminMessageSchema,
  requestListQuerySchema,
  requestStatusSchema,
} from './staff';
import { idParamsSchema, paginated } from '../core/staff-schemas';
import { staffNoteSchema } from '../applications/staff';
import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';
import { staffOnly } from '../core/staff-endpoint';

/** Employer inquiries and contact messages share their calls: list, detail, status, notes. */
function requestEndpoints<P extends string, Row extends z.ZodType, Detail extends z.ZodType>(
  path: P,
  row: Row,
  detail: Detail,
  missing: string,
) {
  const idParams = idParamsSchema(missing);
  return {
    list: defineEndpoint({
      method: 'GET',
      path,
      query: requestListQuerySchema,
      response: { 200: paginated(row) },
      ...staffOnly('requests'),
    }),
    detail: defineEndpoint({
      method: 'GET',
      path: `${path}/:id`,
      params: idParams,
      response: { 200: envelope(detail) },
      ...staffOnly('requests'),
    }),
    /** New, In progress or Closed. */
    setStatus: defineEndpoint({
      method: 'PATCH',
      path: `${path}/:id`,
      params: idParams,
      body: requestStatusSchema,
      response: { 200: envelope(detail) },
      ...staffOnly('requests'),
    }),
    addNote: defineEndpoint({
      method: 'POST',
      path: `${path}/:id/notes`,
      params: idParams,
      body: staffNoteSchema,
      response: { 201: envelope(detail) },
      ...staffOnly('requests'),
    }),
  };
}

export const adminInquiryEndpoints = requestEndpoints(
  '/admin/inquiries',
  adminInquirySchema,
  adminInquiryDetailSchema,
  'No such inquiry.',
);
export const adminMessageEndpoints = requestEndpoints(
  '/admin/messages',
  adminMessageSchema,
  adminMessageDetailSchema,
  'No such message.',
);
