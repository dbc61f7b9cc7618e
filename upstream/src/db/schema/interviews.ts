import { interviewKinds, interviewOutcomes, invitationStatuses } from '@contracts/interviews/interview';
import { interviewZones } from '@contracts/interviews/time';
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, id, updatedAt } from './columns';
import { jobOpenings } from './job-openings';
import { shortlistCandidates, shortlists } from './shortlists';
import { applications } from './submissions';
import { users } from './users';

export const interviewKindEnum = pgEnum('interview_kind', interviewKinds);
export const invitationStatusEnum = pgEnum('interview_invitation_status', invitationStatuses);
export const interviewOutcomeEnum = pgEnum('interview_outcome', interviewOutcomes);
export const interviewZoneEnum = pgEnum('interview_zone', interviewZones);

/** Times proposed by an employer contact or staff for one client's job order (or shortlist). */
export const interviewRequests = pgTable(
  'interview_requests',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    jobOpeningId: uuid('job_opening_id').references(() => jobOpenings.id, { onDelete: 'set null' }),
    shortlistId: uuid('shortlist_id').references(() => shortlists.id, { onDelete: 'set null' }),
    /** The zone the proposer entered the times in (they are stored in UTC). */
    zone: interviewZoneEnum('zone').notNull(),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('interview_requests_client_idx').on(t.clientId, t.createdAt),
    index('interview_requests_job_idx').on(t.jobOpeningId),
    index('interview_requests_shortlist_idx').on(t.shortlistId),
    index('interview_requests_proposed_by_idx').on(t.proposedBy),
  ],
);

/** One proposed time: UTC start, length, kind and where. */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => interviewRequests.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull(),
    kind: interviewKindEnum('kind').notNull(),
    meetingLink: text('meeting_link').notNull().default(''),
    address: text('address').notNull().default(''),
    guidance: text('guidance').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('interview_slots_request_idx').on(t.requestId, t.startsAt)],
);

/**
 * One invited application of a request: open, booked (one slot: an interview), declined with a note,
 * or cancelled. `sequence` is the calendar invite's SEQUENCE; `starts_at` copies the booked slot's
 * start for the reminder tasks' index.
 */
export const interviewInvitations = pgTable(
  'interview_invitations',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => interviewRequests.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The card the employer chose from (null when staff invited). */
    shortlistCandidateId: uuid('shortlist_candidate_id').references(() => shortlistCandidates.id, {
      onDelete: 'set null',
    }),
    status: invitationStatusEnum('status').notNull().default('Open'),
    slotId: uuid('slot_id').references(() => interviewSlots.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    declineNote: text('decline_note').notNull().default(''),
    sequence: integer('sequence').notNull().default(0),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    reminded24hAt: timestamp('reminded_24h_at', { withTimezone: true }),
    reminded1hAt: timestamp('reminded_1h_at', { withTimezone: true }),
    outcome: interviewOutcomeEnum('outcome'),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    outcomeBy: uuid('outcome_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A slot is one interview: of two bookings at once, the second violates this.
    uniqueIndex('interview_invitations_slot_booked')
      .on(t.slotId)
      .where(sql`status = 'Booked'`),
    uniqueIndex('interview_invitations_unique').on(t.requestId, t.applicationId),
    index('interview_invitations_application_idx').on(t.applicationId),
    index('interview_invitations_card_idx').on(t.shortlistCandidateId),
    index('interview_invitations_outcome_by_idx').on(t.outcomeBy),
    // The reminder tasks: booked interviews not reminded yet, by start.
    index('interview_invitations_remind_24h_idx')
      .on(t.startsAt)
      .where(sql`status = 'Booked' and reminded_24h_at is null`),
    index('interview_invitations_remind_1h_idx')
      .on(t.startsAt)
      .where(sql`status = 'Booked' and reminded_1h_at is null`),
  ],
);
