import { z } from 'zod';
import { idSchema } from '../core/common';
import { singleLine } from '../core/fields';
import { interviewZones, zonedToUtc } from './time';

/**
 * Interviews: the employer (from the portal) or staff propose up to 5 slots to one or more invited
 * applications; each candidate books one on My Applications (or says none work); the booked one is
 * an interview with a calendar invite, reminders and, afterwards, an outcome.
 */
export const interviewKinds = ['Video call', 'Phone', 'In person'] as const;
export const invitationStatuses = ['Open', 'Booked', 'Declined', 'Cancelled'] as const;
export const interviewOutcomes = ['Passed', 'Not selected', 'No-show'] as const;
export type InterviewOutcome = (typeof interviewOutcomes)[number];
export type InterviewKind = (typeof interviewKinds)[number];
export type InvitationStatus = (typeof invitationStatuses)[number];

export const interviewLimits = { slots: 5, minMinutes: 15, maxMinutes: 180, invited: 10, note: 500, guidance: 1000 };

/** An employer contact's proposals, and one candidate's invitations, in any 24 hours (past either: 429). */
export const proposalLimits = { perContactPerDay: 20, perCandidatePerDay: 3 };

export const interviewTexts = {
  slotsRequired: 'Please propose at least one time.',
  tooManySlots: `Please propose at most ${interviewLimits.slots} times.`,
  startInvalid: 'Please enter the date and time of this slot.',
  startPast: 'Please choose a time in the future.',
  minutes: `An interview lasts ${interviewLimits.minMinutes} to ${interviewLimits.maxMinutes} minutes.`,
  kind: 'Please choose video call, phone or in person.',
  linkRequired: 'Please give the video call’s link (https://…).',
  linkInvalid: 'Please give the link as https://…, without spaces or line breaks.',
  addressRequired: 'Please give the address of the interview.',
  guidanceTooLong: `Please keep the guidance under ${interviewLimits.guidance} characters.`,
  zone: 'Please choose Dubai or Manila time.',
  invitedRequired: 'Please choose at least one candidate to invite.',
  tooManyInvited: `Please invite at most ${interviewLimits.invited} candidates at once.`,
  tooManyProposals: (hours: number) =>
    `You have sent ${proposalLimits.perContactPerDay} interview proposals in the last 24 hours. Please try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
  invitedEnough: (name: string, hours: number) =>
    `${name} has been invited ${proposalLimits.perCandidatePerDay} times in the last 24 hours. Please wait for their answer, or leave them out and try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
  candidateMissing: 'No such candidate on this shortlist.',
  applicationMissing: 'No such application of this job.',
  jobMissing: 'No such job order.',
  noClient: 'This job has no client: interviews are arranged for a client’s job order.',
  shortlistMissing: 'No such shortlist.',
  missing: 'No such interview.',
  slotRequired: 'Please choose a time.',
  slotMissing: 'This time is not one of those offered.',
  slotTaken: 'Sorry, someone else has just booked this time. Please choose one of the remaining times.',
  sameSlot: 'You have already booked this time.',
  notOpen: 'This invitation can no longer be answered.',
  noteRequired: 'Please tell us briefly which days and times would suit you.',
  noteTooLong: `Please keep the note under ${interviewLimits.note} characters.`,
  booked: (when: string) => `Your interview is booked: ${when}. We have emailed you a calendar invitation.`,
  rescheduled: (when: string) => `Your interview has moved to ${when}. We have emailed you an updated invitation.`,
  declined: 'Thank you. We have told the employer; they will propose other times.',
  cancelled: 'The interview is cancelled; everyone invited has been sent a cancellation.',
  notBooked: 'Only a booked interview can be cancelled or given an outcome.',
  outcomeTooEarly: 'The outcome can be recorded once the interview has started.',
  outcomeRecorded: 'The outcome is recorded.',
  outcomeAlready: 'The outcome of this interview has already been recorded.',
  outcomeRequired: 'Please choose Passed, Not selected or No-show.',
  noneWork: 'None of these times work',
  addToCalendar: 'Add to calendar',
  pickOnMyApplications: 'Please choose a time that suits you on My Applications.',
} as const;

/** What the candidate reads once an outcome is recorded, in their words. */
export const outcomeTextsForCandidate: Record<InterviewOutcome, string> = {
  Passed: 'You passed the interview. The agency will contact you about the next step.',
  'Not selected': 'The employer chose another candidate for this role. Thank you for your time.',
  'No-show': 'You did not attend the interview.',
};

const optionalText = (max: number, message: string, schema = z.string()) =>
  schema.trim().max(max, message).optional().default('');

/** A meeting link: https, and nothing that could end a line of a mail or an invite. */
export const meetingLinkPattern = /^https:\/\/[^\s\p{Cc}]+$/u;

/** Only a video call has a link: the other kinds never show or send one, whatever was stored. */
export const meetingLinkOf = (slot: { kind: InterviewKind; meetingLink: string }) =>
  slot.kind === 'Video call' && meetingLinkPattern.test(slot.meetingLink) ? slot.meetingLink : '';

/** One proposed time: its local start in the proposal's zone, length, kind and where. */
export const slotInputSchema = z
  .object({
    start: z.string({ error: interviewTexts.startInvalid }).trim().min(1, interviewTexts.startInvalid),
    minutes: z.coerce
      .number({ error: interviewTexts.minutes })
      .int(interviewTexts.minutes)
      .min(interviewLimits.minMinutes, interviewTexts.minutes)
      .max(interviewLimits.maxMinutes, interviewTexts.minutes),
    kind: z.enum(interviewKinds, { error: interviewTexts.kind }),
    meetingLink: optionalText(500, interviewTexts.linkRequired),
    address: optionalText(500, interviewTexts.addressRequired, singleLine(z.string())),
    guidance: optionalText(interviewLimits.guidance, interviewTexts.guidanceTooLong),
  })
  .superRefine((slot, ctx) => {
    if (slot.meetingLink && !meetingLinkPattern.test(slot.meetingLink)) {
      ctx.addIssue({ code: 'custom', path: ['meetingLink'], message: interviewTexts.linkInvalid });
    } else if (slot.kind === 'Video call' && !slot.meetingLink) {
      ctx.addIssue({ code: 'custom', path: ['meetingLink'], message: interviewTexts.linkRequired });
    }
    if (slot.kind === 'In person' && !slot.address) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: interviewTexts.addressRequired });
    }
  });

const proposalShape = {
  zone: z.enum(interviewZones, { error: interviewTexts.zone }),
  slots: z
    .array(slotInputSchema, { error: interviewTexts.slotsRequired })
    .min(1, interviewTexts.slotsRequired)
    .max(interviewLimits.slots, interviewTexts.tooManySlots),
};

/** Each slot's start must be a real time in the zone (the future is checked by the service, against its clock). */
function startsAreTimes(
  value: { zone: (typeof interviewZones)[number]; slots: { start: string }[] },
  ctx: z.RefinementCtx,
) {
  value.slots.forEach((slot, i) => {
    if (!zonedToUtc(slot.start, value.zone)) {
      ctx.addIssue({ code: 'custom', path: ['slots', i, 'start'], message: interviewTexts.startInvalid });
    }
  });
}

const idList = (message: string) =>
  z
    .array(z.string().uuid(message), { error: interviewTexts.invitedRequired })
    .min(1, interviewTexts.invitedRequired)
    .max(interviewLimits.invited, interviewTexts.tooManyInvited);

/** The employer invites candidates of one of its sent shortlists (by their card's id). */
export const employerProposalSchema = z
  .object({
    ...proposalShape,
    shortlistId: z.string().uuid(interviewTexts.shortlistMissing),
    candidateIds: idList(interviewTexts.candidateMissing),
  })
  .superRefine(startsAreTimes);

/** Staff invite applications of one client's job order. */
export const staffProposalSchema = z
  .object({
    ...proposalShape,
    jobOpeningId: z.string().uuid(interviewTexts.jobMissing),
    applicationIds: idList(interviewTexts.applicationMissing),
  })
  .superRefine(startsAreTimes);

export const bookSlotSchema = z.object({
  slotId: z.string({ error: interviewTexts.slotRequired }).uuid(interviewTexts.slotRequired),
});

export const declineSlotsSchema = z.object({
  note: z
    .string({ error: interviewTexts.noteRequired })
    .trim()
    .min(1, interviewTexts.noteRequired)
    .max(interviewLimits.note, interviewTexts.noteTooLong),
});

export const outcomeSchema = z.object({
  outcome: z.enum(interviewOutcomes, { error: interviewTexts.outcomeRequired }),
});

/** One time as everyone sees it: UTC instants and the Manila / Dubai text. */
export const slotViewSchema = z.object({
  _id: idSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  when: z.string(),
  minutes: z.number(),
  kind: z.enum(interviewKinds),
  meetingLink: z.string(),
  address: z.string(),
  guidance: z.string(),
});

/** The candidate's invitation: the times still free (or the one booked) and, afterwards, the outcome. */
export const myInvitationSchema = z.object({
  _id: idSchema,
  client: z.string(),
  position: z.string(),
  status: z.enum(invitationStatuses),
  declineNote: z.string(),
  booked: slotViewSchema.nullable(),
  slots: z.array(slotViewSchema),
  outcome: z.enum(interviewOutcomes).nullable(),
  outcomeText: z.string().nullable(),
});

/** An invited candidate as the proposer sees them (an employer: the display name only). */
export const invitedViewSchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** Staff: the application; an employer: the card's id on the shortlist (null for staff-only invitations). */
  applicationId: z.string().optional(),
  candidateId: z.string().nullable().optional(),
  status: z.enum(invitationStatuses),
  declineNote: z.string(),
  bookedSlotId: z.string().nullable(),
  /** Booked and its start has passed: the outcome may be recorded (before: it may be cancelled). */
  started: z.boolean(),
  outcome: z.enum(interviewOutcomes).nullable(),
});

export const interviewRequestViewSchema = z.object({
  _id: idSchema,
  position: z.string(),
  client: z.string(),
  zone: z.enum(interviewZones),
  createdAt: z.string(),
  slots: z.array(slotViewSchema.extend({ taken: z.boolean() })),
  invited: z.array(invitedViewSchema),
});

export const myInvitationAnswerSchema = z.object({ message: z.string(), data: myInvitationSchema });
export const interviewRequestAnswerSchema = z.object({ message: z.string(), data: interviewRequestViewSchema });

export type SlotInput = z.output<typeof slotInputSchema>;
export type SlotView = z.infer<typeof slotViewSchema>;
export type MyInvitation = z.infer<typeof myInvitationSchema>;
export type InterviewRequestView = z.infer<typeof interviewRequestViewSchema>;
export type InvitedView = z.infer<typeof invitedViewSchema>;
