import { z } from 'zod';
import { idSchema } from './common';
import { requiredText } from './fields';
import { userTypeSchema } from './auth';
import { inquiryFields } from './inquiry';
import { lookupKinds, type LookupKind } from './lookups';

/** Staff approve (show) or hide a visitor's testimonial. */
export const testimonialModerationSchema = z.object({
  isApproved: z.boolean({ error: 'isApproved must be true or false' }),
});

/** Staff disable or enable an account; disabling revokes its sessions at once. */
export const userStatusSchema = z.object({ isDisabled: z.boolean({ error: 'isDisabled must be true or false' }) });

export const adminUserListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/** A user as staff see it in the back office. */
export const adminUserSchema = z.object({
  _id: idSchema,
  userType: userTypeSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  companyName: z.string(),
  emailVerified: z.boolean(),
  isDisabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export type AdminUser = z.infer<typeof adminUserSchema>;

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

/** A lookup item as staff create or edit it. */
export const lookupInputSchema = z.object({
  name: requiredText('Name is required', { max: [100, 'Name is too long'] }),
  sortingOrder: z.number({ error: 'Sorting order must be a number' }).int().min(0).max(10_000).default(0),
  isActive: z.boolean().default(true),
});

/**
 * What the staff dashboard shows: new since the last visit, and applications per job (the 20 with
 * most) and per week (each of the 12, oldest first) since `chartsFrom`, the Monday 11 weeks before this one.
 */
export const adminDashboardSchema = z.object({
  lastVisit: z.string().nullable(),
  newSince: z.object({ applications: z.number(), inquiries: z.number(), messages: z.number() }),
  chartsFrom: z.string(),
  applicationsPerJob: z.array(z.object({ job: z.string(), count: z.number() })),
  applicationsPerWeek: z.array(z.object({ week: z.string(), count: z.number() })),
});

export const staffNoteViewSchema = z.object({
  _id: idSchema,
  body: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
});

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

export const adminTestimonialSchema = z.object({
  _id: idSchema,
  name: z.string(),
  position: z.string(),
  employer: z.string(),
  rating: z.number(),
  testimonial: z.string(),
  isApproved: z.boolean(),
  createdAt: z.string(),
});

export const adminLookupItemSchema = z.object({
  _id: idSchema,
  name: z.string(),
  sortingOrder: z.number(),
  isActive: z.boolean(),
});

/** An inquiry or a message with its staff notes, as the detail page shows it. */
export const adminInquiryDetailSchema = adminInquirySchema.extend({ staffNotes: z.array(staffNoteViewSchema) });
export const adminMessageDetailSchema = adminMessageSchema.extend({ staffNotes: z.array(staffNoteViewSchema) });

/** Which lookup list a back-office call is about. */
export const lookupKindParamsSchema = z.object({
  kind: z.enum(Object.keys(lookupKinds) as [LookupKind, ...LookupKind[]], { error: 'No such list.' }),
});

/** The answers of the small toggles: the record's id and its new flag. */
export const testimonialModeratedSchema = z.object({ _id: idSchema, isApproved: z.boolean() });
export const userStatusChangedSchema = z.object({ _id: idSchema, isDisabled: z.boolean() });

/** Path parameters `{ id }` of a record; a malformed id is refused with `message` (as if it did not exist). */
export const idParamsSchema = (message: string) => z.object({ id: z.string().uuid(message) });

export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
export type StaffNoteView = z.infer<typeof staffNoteViewSchema>;
export type AdminInquiry = z.infer<typeof adminInquirySchema>;
export type AdminMessage = z.infer<typeof adminMessageSchema>;
export type AdminInquiryDetail = z.infer<typeof adminInquiryDetailSchema>;
export type AdminMessageDetail = z.infer<typeof adminMessageDetailSchema>;
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;
export type AdminLookupItem = z.infer<typeof adminLookupItemSchema>;
export type LookupInput = z.input<typeof lookupInputSchema>;
