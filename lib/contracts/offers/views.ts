import { z } from 'zod';
import { idSchema } from '../core/common';
import { requiredText } from '../core/fields';
import {
  jobOrderTermsSchema,
  offerActions,
  offerStatuses,
  offerTermKeys,
  offerTexts,
  type OfferTermKey,
} from './offer';

// An offer's answers as each reader sees it: staff every version, the candidate the sent one, the employer its state.

const termsSchema = z.object({
  position: z.string(),
  worksite: z.string(),
  monthlySalaryAed: z.number(),
  contractMonths: z.number(),
  accommodation: z.boolean(),
  food: z.boolean(),
  transport: z.boolean(),
  visa: z.boolean(),
});
const reasonsSchema = z.partialRecord(z.enum(offerTermKeys as [OfferTermKey, ...OfferTermKey[]]), z.string());

export const offerEventSchema = z.object({
  action: z.enum(offerActions),
  /** The staff member's name, 'Candidate', or null once the account is gone. */
  by: z.string().nullable(),
  at: z.string(),
  detail: z.string(),
});

/** One version as staff see it: everything, with who did what. */
export const staffOfferSchema = z.object({
  _id: idSchema,
  version: z.number().int(),
  status: z.enum(offerStatuses),
  terms: termsSchema,
  reasons: reasonsSchema,
  differing: z.array(z.enum(offerTermKeys as [OfferTermKey, ...OfferTermKey[]])),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  acceptedName: z.string().nullable(),
  acceptedIp: z.string().nullable(),
  declineReason: z.string().nullable(),
  events: z.array(offerEventSchema),
});

/** The application's Offer section for staff: the job order's terms (or why no offer can be made) and every version, newest first. */
export const staffOfferPanelSchema = z.object({
  applicationId: idSchema,
  /** Why no offer can be made now, or null. */
  blocked: z.string().nullable(),
  jobOrder: jobOrderTermsSchema.nullable(),
  /** What a new draft starts from (the job order's terms) or the draft being edited. */
  startingTerms: termsSchema.nullable(),
  offers: z.array(staffOfferSchema),
});

/** An offer as the candidate reads it: never a draft, never the reasons or who wrote them. */
export const myOfferSchema = z.object({
  _id: idSchema,
  applicationId: idSchema,
  version: z.number().int(),
  status: z.enum(offerStatuses),
  jobTitle: z.string(),
  jobOrderNumber: z.string(),
  agency: z.object({ name: z.string(), licenceNumber: z.string() }),
  terms: termsSchema,
  sentAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** When a newer version replaced it (superseded) or it was withdrawn. */
  replacedAt: z.string().nullable(),
  acceptedName: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export const myOfferListSchema = z.object({ data: z.array(myOfferSchema) });

export const acceptOfferSchema = z.object({
  fullName: requiredText(offerTexts.fullNameRequired, { max: [200, offerTexts.fullNameRequired] }),
});
export const declineOfferSchema = z.object({
  reason: requiredText(offerTexts.declineReasonRequired, { max: [500, offerTexts.reasonTooLong], multiline: true }),
});
export const offerAnswerResponseSchema = z.object({ message: z.string(), data: myOfferSchema });

/** The employer's view of a candidate's current offer: the state, its date and the terms; no reasons' author, no contact data. */
export const employerOfferSchema = z.object({
  _id: idSchema,
  candidate: z.string(),
  jobTitle: z.string(),
  jobOrderNumber: z.string(),
  version: z.number().int(),
  status: z.enum(['sent', 'accepted', 'declined']),
  at: z.string(),
  terms: termsSchema,
});
export const employerOfferListSchema = z.object({ data: z.array(employerOfferSchema) });

export type StaffOffer = z.infer<typeof staffOfferSchema>;
export type StaffOfferPanel = z.infer<typeof staffOfferPanelSchema>;
export type MyOffer = z.infer<typeof myOfferSchema>;
export type EmployerOffer = z.infer<typeof employerOfferSchema>;
