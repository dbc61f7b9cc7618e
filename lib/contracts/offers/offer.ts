import { z } from 'zod';
import { requiredText } from '../core/fields';

/**
 * An employment offer bound to the job order of the application's opening. In the Philippines a
 * contract that differs from the approved job order is contract substitution (illegal recruitment):
 * every differing term needs a written reason before the offer is sent, and a lower salary is refused.
 * The terms are declared once here; the form, the comparison and the plain-words presenters derive from it.
 */
export const offerTerms = {
  position: { label: 'Position', kind: 'text' },
  worksite: { label: 'Worksite', kind: 'text' },
  monthlySalaryAed: { label: 'Monthly salary (AED)', kind: 'salary' },
  contractMonths: { label: 'Contract length (months)', kind: 'months' },
  accommodation: { label: 'Accommodation', kind: 'provided' },
  food: { label: 'Food', kind: 'provided' },
  transport: { label: 'Transport', kind: 'provided' },
  visa: { label: 'Visa', kind: 'provided' },
} as const;

export type OfferTermKey = keyof typeof offerTerms;
export const offerTermKeys = Object.keys(offerTerms) as OfferTermKey[];

export const offerStatuses = ['draft', 'sent', 'accepted', 'declined', 'superseded', 'withdrawn'] as const;
export type OfferStatus = (typeof offerStatuses)[number];
export const offerActions = ['drafted', 'edited', 'sent', 'superseded', 'accepted', 'declined', 'withdrawn'] as const;

export const offerTexts = {
  missingApplication: 'No such application.',
  missingOffer: 'No such offer.',
  notJobOrder:
    'An offer can only be made on an application to a job order with a job order number: complete the job order first.',
  wrongStage: 'An offer can only be made when the application is at the Interview or Offered stage.',
  salaryBelow: (min: number) =>
    `The monthly salary may not be below the job order's minimum of AED ${formatAed(min)}: that would be contract substitution.`,
  reasonRequired: (label: string) => `${label} differs from the job order: write the reason before sending the offer.`,
  reasonTooLong: 'A reason may be at most 500 characters.',
  noDraft: 'There is no draft offer to send: save the offer first.',
  noOpenOffer: 'There is no draft or sent offer to withdraw.',
  acceptedFinal: 'The candidate has accepted this offer: it can no longer be changed.',
  changedMeanwhile: 'The offer changed meanwhile. Please reload it and try again.',
  notOpen: 'This offer can no longer be answered: it was replaced, withdrawn or already answered.',
  fullNameRequired: 'Type your full name to accept the offer.',
  nameMismatch: (name: string) => `Type your full name as it appears on your account: ${name}`,
  declineReasonRequired: 'Please tell us why you decline the offer.',
  saved: 'Offer saved.',
  sent: 'The offer was sent to the candidate.',
  withdrawn: 'The offer was withdrawn.',
  accepted: 'Thank you. You accepted the offer; the agency will contact you about the next steps.',
  declined: 'Thank you. You declined the offer; the agency has been told.',
  textRequired: (label: string) => `${label} is required`,
  textTooLong: (label: string) => `${label} may be at most 200 characters`,
  wholeAed: 'Monthly salary must be a whole number of AED above 0',
  months: 'Contract length must be a whole number of months from 1 to 120',
} as const;

/** "2,500" */
export function formatAed(amount: number) {
  return amount.toLocaleString('en-US');
}

function termSchema(key: OfferTermKey) {
  const { label, kind } = offerTerms[key];
  switch (kind) {
    case 'text':
      return requiredText(offerTexts.textRequired(label), { max: [200, offerTexts.textTooLong(label)] });
    case 'salary':
      return z.coerce.number({ error: offerTexts.wholeAed }).int(offerTexts.wholeAed).positive(offerTexts.wholeAed);
    case 'months':
      return z.coerce
        .number({ error: offerTexts.months })
        .int(offerTexts.months)
        .min(1, offerTexts.months)
        .max(120, offerTexts.months);
    case 'provided':
      return z.boolean();
  }
}

/** The schema each kind of term gets from termSchema, so the terms' object type follows offerTerms. */
type TermSchema<Kind> = Kind extends 'text' ? z.ZodString : Kind extends 'provided' ? z.ZodBoolean : z.ZodCoercedNumber;

export const offerTermsSchema = z.object(
  Object.fromEntries(offerTermKeys.map((key) => [key, termSchema(key)])) as {
    [K in OfferTermKey]: TermSchema<(typeof offerTerms)[K]['kind']>;
  },
);
export type OfferTerms = z.output<typeof offerTermsSchema>;

/** Staff's written reason for each term that differs from the job order (others are dropped on save). */
export const offerReasonsSchema = z.partialRecord(
  z.enum(offerTermKeys as [OfferTermKey, ...OfferTermKey[]]),
  z.string().trim().max(500, offerTexts.reasonTooLong),
);
export type OfferReasons = z.output<typeof offerReasonsSchema>;

export const offerSaveSchema = z.object({ terms: offerTermsSchema, reasons: offerReasonsSchema.default({}) });

/** The job order's approved terms: the salary a range, the rest as an offer states them. */
export const jobOrderTermsSchema = z.object({
  jobOrderNumber: z.string(),
  position: z.string(),
  worksite: z.string(),
  salaryMinAed: z.number().int(),
  salaryMaxAed: z.number().int(),
  contractMonths: z.number().int(),
  accommodation: z.boolean(),
  food: z.boolean(),
  transport: z.boolean(),
  visa: z.boolean(),
});
export type JobOrderTerms = z.infer<typeof jobOrderTermsSchema>;

/** The draft's starting point: the job order's terms, the salary at its minimum. */
export function termsFromJobOrder(job: JobOrderTerms): OfferTerms {
  const { salaryMinAed, position, worksite, contractMonths, accommodation, food, transport, visa } = job;
  return { position, worksite, monthlySalaryAed: salaryMinAed, contractMonths, accommodation, food, transport, visa };
}

const sameText = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether this term of the offer differs from the job order (salary: outside its min..max). */
export function termDiffers(key: OfferTermKey, terms: OfferTerms, job: JobOrderTerms): boolean {
  if (key === 'monthlySalaryAed')
    return terms.monthlySalaryAed < job.salaryMinAed || terms.monthlySalaryAed > job.salaryMaxAed;
  const value = terms[key];
  const approved = job[key];
  if (typeof value === 'string' && typeof approved === 'string') return !sameText(value, approved);
  return value !== approved;
}

export function differingTerms(terms: OfferTerms, job: JobOrderTerms): OfferTermKey[] {
  return offerTermKeys.filter((key) => termDiffers(key, terms, job));
}

/** Only the reasons of differing terms are kept, trimmed; empty ones are dropped. */
export function reasonsKept(reasons: OfferReasons, differing: OfferTermKey[]): OfferReasons {
  const kept: OfferReasons = {};
  for (const key of differing) {
    const reason = reasons[key]?.trim();
    if (reason) kept[key] = reason;
  }
  return kept;
}

/** Why these terms may not even be saved (a lower salary), by term. */
export function offerSaveErrors(terms: OfferTerms, job: JobOrderTerms): Partial<Record<OfferTermKey, string>> {
  return terms.monthlySalaryAed < job.salaryMinAed
    ? { monthlySalaryAed: offerTexts.salaryBelow(job.salaryMinAed) }
    : {};
}

/** Why the offer may not be sent yet: a lower salary, or a differing term without its reason. */
export function offerSendErrors(
  terms: OfferTerms,
  reasons: OfferReasons,
  job: JobOrderTerms,
): Partial<Record<OfferTermKey, string>> {
  const errors = offerSaveErrors(terms, job);
  for (const key of differingTerms(terms, job)) {
    if (!errors[key] && !reasons[key]?.trim()) errors[key] = offerTexts.reasonRequired(offerTerms[key].label);
  }
  return errors;
}

/** A term of the offer in plain words, as the candidate and the employer read it. */
export function termInPlainWords(key: OfferTermKey, terms: OfferTerms): { label: string; value: string } {
  switch (key) {
    case 'position':
      return { label: 'Position', value: terms.position };
    case 'worksite':
      return { label: 'Workplace', value: terms.worksite };
    case 'monthlySalaryAed':
      return { label: 'Monthly salary', value: `AED ${formatAed(terms.monthlySalaryAed)}` };
    case 'contractMonths':
      return { label: 'Contract', value: `${terms.contractMonths} months` };
    default:
      return {
        label: offerTerms[key].label,
        value: terms[key] ? 'provided by the employer' : 'not provided by the employer',
      };
  }
}

/** A job order term as staff read it beside the offer's. */
export function jobOrderTermText(key: OfferTermKey, job: JobOrderTerms): string {
  if (key === 'monthlySalaryAed') return `AED ${formatAed(job.salaryMinAed)} – ${formatAed(job.salaryMaxAed)}`;
  if (key === 'contractMonths') return `${job.contractMonths} months`;
  const value = job[key];
  if (typeof value === 'boolean') return value ? 'Provided' : 'Not provided';
  return value;
}

/** The offer's term as staff read it. */
export function offerTermText(key: OfferTermKey, terms: OfferTerms): string {
  if (key === 'monthlySalaryAed') return `AED ${formatAed(terms.monthlySalaryAed)}`;
  if (key === 'contractMonths') return `${terms.contractMonths} months`;
  const value = terms[key];
  if (typeof value === 'boolean') return value ? 'Provided' : 'Not provided';
  return value;
}

/** Whether the typed name is the account's name, ignoring case and repeated spaces. */
export function sameFullName(typed: string, accountName: string) {
  return sameText(typed, accountName);
}

export const offerStatusLabels: Record<OfferStatus, string> = {
  draft: 'Draft',
  sent: 'Offer sent',
  accepted: 'Offer accepted',
  declined: 'Offer declined',
  superseded: 'Replaced by a newer version',
  withdrawn: 'Offer withdrawn',
};

export const offerActionLabels: Record<(typeof offerActions)[number], string> = {
  drafted: 'Drafted',
  edited: 'Edited',
  sent: 'Sent to the candidate',
  superseded: 'Replaced by a new version',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};
