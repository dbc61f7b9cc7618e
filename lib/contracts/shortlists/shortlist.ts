import { z } from 'zod';
import { applicationFields } from '../applications/fields';
import { idSchema } from '../core/common';

/**
 * Shortlists: the candidates the agency presents to a client for a job order or an inquiry, each with
 * the agency's note; the client's contacts decide on each in the portal (/employer), and a view-only
 * link shows the same cards to a manager who has no account. What an employer sees is the card below:
 * never an email, phone, passport number, address or the candidate's own file names (hiring around
 * the licensed agency is barred, and data is shared only as far as the candidate agreed).
 */
export const shortlistMessages = {
  missing: 'No such shortlist.',
  candidateMissing: 'No such candidate on this shortlist.',
  applicationMissing: 'No such application.',
  titleRequired: 'Shortlist title is required',
  alreadyListed: 'This candidate is already on the shortlist.',
  notConsented:
    'This candidate has not agreed to be shared with this employer: only applications to this job order, or general applications (shared with prospective employers), can be shortlisted.',
  anonymised: "This application's personal data has been erased.",
  withdrawn: 'This candidate has withdrawn the application, so it cannot be shortlisted.',
  jobNotClients: "This job order is not this client's. Choose one of the client's job orders.",
  inquiryNotClients: "This inquiry is not this client's. Choose one of the client's inquiries.",
  empty: 'Add at least one candidate before sending the shortlist.',
  noContacts: 'This client has no contacts yet. Invite one before sending the shortlist.',
  sent: 'Shortlist sent to the client.',
  closed: 'This shortlist is closed.',
  closedNotice: 'This shortlist is closed: the agency has finished with it, so decisions can no longer be changed.',
  notSent: 'This shortlist has not been sent yet.',
  reasonRequired: 'Please choose a reason.',
  decided: 'Your decision has been saved.',
  linkGone: 'This link has expired or has been revoked. Please ask the agency for a new one.',
  linkMissing: 'No such link.',
  noFile: 'This candidate has no such file.',
  tooManyViews: (seconds: number) =>
    `This shortlist has been opened too many times in a short while. Please wait ${seconds} seconds and try again.`,
} as const;

export const shortlistStatuses = ['Draft', 'Sent', 'Closed'] as const;
export const shortlistStatusSchema = z.enum(shortlistStatuses);

/** The client's decision on a candidate, in one tap. */
export const employerDecisions = ['Interview', 'Maybe', 'Not suitable'] as const;
export const employerDecisionSchema = z.enum(employerDecisions, {
  error: 'Please choose Interview, Maybe or Not suitable',
});
export type EmployerDecision = (typeof employerDecisions)[number];

/** Why a candidate is not suitable: a short list, so the agency can learn from it. */
export const notSuitableReasons = [
  'Not enough experience',
  'English level',
  'Not the right position',
  'Availability',
  'Position filled',
  'Other',
] as const;

/** The three scores of the optional scorecard, each 1 to 5. */
export const scorecardKeys = ['english', 'experience', 'presentation'] as const;
export const scorecardLabels: Record<(typeof scorecardKeys)[number], string> = {
  english: 'English',
  experience: 'Experience',
  presentation: 'Presentation',
};

const score = z
  .number({ error: 'A score is a number from 1 to 5' })
  .int('A score is a number from 1 to 5')
  .min(1, 'A score is a number from 1 to 5')
  .max(5, 'A score is a number from 1 to 5')
  .nullable()
  .default(null);

export const scorecardSchema = z.object({
  english: score,
  experience: score,
  presentation: score,
  comment: z.string({ error: 'Comment must be text' }).trim().max(1000, 'Comment is too long').default(''),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

/** POST /employer/shortlists/:id/candidates/:candidateId/decision */
export const decisionInputSchema = z
  .object({
    decision: employerDecisionSchema,
    reason: z.enum(notSuitableReasons, { error: shortlistMessages.reasonRequired }).nullable().default(null),
    /** The employer's private comment: staff read it, the candidate never does. */
    comment: z.string({ error: 'Comment must be text' }).trim().max(1000, 'Comment is too long').default(''),
    scorecard: scorecardSchema.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'Not suitable' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: shortlistMessages.reasonRequired });
    }
  });
export type DecisionInput = z.input<typeof decisionInputSchema>;

/** A decision as recorded: what, why, the scores, who and when. */
export const decisionViewSchema = z.object({
  decision: employerDecisionSchema,
  reason: z.enum(notSuitableReasons).nullable(),
  comment: z.string(),
  scorecard: scorecardSchema.nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string(),
});
export type DecisionView = z.infer<typeof decisionViewSchema>;

/** What every card shows beside the declared facts. */
const cardOwnShape = {
  /** The passport is valid for the planned departure (never the number); null when unknown. */
  passportValid: z.boolean().nullable(),
  /** Deployment documents verified, of those required. */
  documents: z.object({ verified: z.number().int(), required: z.number().int() }),
  /** The agency's "why this fit". */
  agencyNote: z.string(),
  /** The video introduction: its length once known, and whether a poster frame exists. */
  video: z.object({ durationSeconds: z.number().nullable(), poster: z.boolean() }).nullable(),
  /** A resume to open: the agency's presentation CV when uploaded, else the candidate's resume. */
  resume: z.enum(['presentation', 'resume']).nullable(),
  /** The contact's client's decision (null on a view-only link, or not decided yet). */
  decision: decisionViewSchema.nullable(),
};

/**
 * A candidate as an employer sees them (portal and view-only link): the facts the declaration puts on
 * the card (`employer` in applicationFields) and the card's own. The response schema is the guard:
 * whatever else a query returns is dropped when the answer is serialized.
 */
export const candidateCardSchemaOf = <S extends z.ZodRawShape>(declared: { cardShape: S }) =>
  z.object({
    /** The shortlist entry's id (never the application's or the account's). */
    _id: idSchema,
    /** First name and the initial of the surname: "Maria S." */
    displayName: z.string(),
    /** The job order's title, or the position of a general application. */
    position: z.string(),
    ...declared.cardShape,
    ...cardOwnShape,
  });

export const candidateCardSchema = candidateCardSchemaOf(applicationFields);
export type CandidateCard = z.infer<typeof candidateCardSchema>;

/** The files of a card an employer may open; served private, no-store, with byte ranges. */
export const cardFileKinds = ['video', 'poster', 'resume'] as const;

/** A shortlist as an employer sees it. */
export const employerShortlistSchema = z.object({
  _id: idSchema,
  title: z.string(),
  clientName: z.string(),
  jobTitle: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** Staff closed it: shown read-only. */
  closed: z.boolean(),
  candidates: z.array(candidateCardSchema),
});
export type EmployerShortlist = z.infer<typeof employerShortlistSchema>;

/** What a view-only link shows: the same cards, no decisions. */
export const sharedShortlistSchema = employerShortlistSchema.extend({ expiresAt: z.string() });

/** The portal's home: the client's shortlists, job orders and inquiries at a glance. */
export const employerOverviewSchema = z.object({
  clientName: z.string(),
  shortlists: z.array(
    z.object({
      _id: idSchema,
      title: z.string(),
      jobTitle: z.string().nullable(),
      sentAt: z.string().nullable(),
      candidates: z.number().int(),
      /** Candidates without a decision yet. */
      awaiting: z.number().int(),
    }),
  ),
  jobOrders: z.array(
    z.object({
      _id: idSchema,
      title: z.string(),
      isActive: z.boolean(),
      vacancies: z.number().int().nullable(),
      /** Candidates shortlisted for it, at Interview and selected (Offered); Deployed: workers whose arrival was confirmed. */
      counts: z.object({
        shortlisted: z.number().int(),
        interview: z.number().int(),
        selected: z.number().int(),
        deployed: z.number().int(),
      }),
    }),
  ),
  inquiries: z.array(
    z.object({
      _id: idSchema,
      createdAt: z.string(),
      status: z.string(),
      positions: z.array(z.string()),
      totalPositions: z.number().int(),
    }),
  ),
});
export type EmployerOverview = z.infer<typeof employerOverviewSchema>;

/** What the portal reports as the contact looks at a card: opened, and how far the video played. */
export const cardEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('opened') }),
  z.object({
    event: z.literal('played'),
    /** The furthest second reached so far. */
    seconds: z.number({ error: 'seconds must be a number' }).min(0).max(3600),
  }),
]);
