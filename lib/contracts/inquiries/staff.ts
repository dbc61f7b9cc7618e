import { z } from 'zod';
import { idSchema } from '../core/common';
import { staffNoteViewSchema } from '../core/staff-schemas';
import { inquiryFields } from './fields';

// Employer inquiries and contact messages as staff work them: status, list query, detail with notes.
export const requestStatuses = ['New', 'In progress', 'Closed'] as const;

export const requestStatusSchema = z.object({
  status: z.enum(requestStatuses, { error: 'Please choose New, In progress or Closed' }),
});

export const requestListQuerySchema = z.object({
  status: z.enum(requestStatuses).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export type RequestListQuery = z.infer<typeof requestListQuerySchema>;
export type RequestStatus = (typeof requestStatuses)[number];

const requestStatusField = z.enum(requestStatuses);

/** An inquiry as staff see it: every field inquiryFields shows staff (lookups by name), and the record's own. */
export const adminInquirySchema = z.object({
  _id: idSchema,
  ...inquiryFields.staffShape,
  status: requestStatusField,
  createdAt: z.string(),
  /** The client made from it or linked to it, if any. */
  client: z.object({ _id: idSchema, name: z.string() }).nullable(),
});

export const adminMessageSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  inquiryType: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: requestStatusField,
  createdAt: z.string(),
});

/** An inquiry or a message with its staff notes, as the detail page shows it. */
export const adminInquiryDetailSchema = adminInquirySchema.extend({ staffNotes: z.array(staffNoteViewSchema) });

export const adminMessageDetailSchema = adminMessageSchema.extend({ staffNotes: z.array(staffNoteViewSchema) });

export type AdminInquiry = z.infer<typeof adminInquirySchema>;
export type AdminMessage = z.infer<typeof adminMessageSchema>;
export type AdminInquiryDetail = z.infer<typeof adminInquiryDetailSchema>;
export type AdminMessageDetail = z.infer<typeof adminMessageDetailSchema>;
