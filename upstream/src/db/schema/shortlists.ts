import { employerDecisions, notSuitableReasons, shortlistStatuses } from '@contracts/shortlists/shortlist';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, id, updatedAt } from './columns';
import { jobOpenings } from './job-openings';
import { applications, employerInquiries } from './submissions';
import { uploads } from './uploads';
import { users } from './users';

export const shortlistStatusEnum = pgEnum('shortlist_status', shortlistStatuses);
export const employerDecisionEnum = pgEnum('employer_decision', employerDecisions);
export const notSuitableReasonEnum = pgEnum('not_suitable_reason', notSuitableReasons);

/** Candidates the agency presents to a client, for one of its job orders or inquiries. */
export const shortlists = pgTable(
  'shortlists',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    jobOpeningId: uuid('job_opening_id').references(() => jobOpenings.id, { onDelete: 'set null' }),
    inquiryId: uuid('inquiry_id').references(() => employerInquiries.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    status: shortlistStatusEnum('status').notNull().default('Draft'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The one reminder mailed when the contacts had not answered in time (a scheduler task). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shortlists_client_idx').on(t.clientId, t.createdAt),
    index('shortlists_created_idx').on(t.createdAt, t.id),
    index('shortlists_job_idx').on(t.jobOpeningId),
    index('shortlists_inquiry_idx').on(t.inquiryId),
    index('shortlists_created_by_idx').on(t.createdBy),
    // The reminder task: sent, not reminded yet.
    index('shortlists_remind_idx')
      .on(t.sentAt)
      .where(sql`status = 'Sent' and reminded_at is null`),
  ],
);

/** One candidate (application) on a shortlist: the agency's note, its place, and what the client did. */
export const shortlistCandidates = pgTable(
  'shortlist_candidates',
  {
    id: id(),
    shortlistId: uuid('shortlist_id')
      .notNull()
      .references(() => shortlists.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    note: text('note').notNull().default(''),
    /** A CV the agency prepared, shown in place of the candidate's resume. */
    presentationCvUploadId: uuid('presentation_cv_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** The current decision (every one is kept in shortlist_decisions). */
    decision: employerDecisionEnum('decision'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    firstOpenedBy: uuid('first_opened_by').references(() => users.id, { onDelete: 'set null' }),
    videoPlayedAt: timestamp('video_played_at', { withTimezone: true }),
    /** The furthest second of the video a contact reached. */
    videoWatchedSeconds: real('video_watched_seconds'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shortlist_candidates_unique').on(t.shortlistId, t.applicationId),
    index('shortlist_candidates_list_idx').on(t.shortlistId, t.position),
    index('shortlist_candidates_application_idx').on(t.applicationId),
    index('shortlist_candidates_cv_idx').on(t.presentationCvUploadId),
    index('shortlist_candidates_opened_by_idx').on(t.firstOpenedBy),
  ],
);

/** Every decision a contact (or staff for them) recorded on a candidate: who, when, what, why. */
export const shortlistDecisions = pgTable(
  'shortlist_decisions',
  {
    id: id(),
    shortlistCandidateId: uuid('shortlist_candidate_id')
      .notNull()
      .references(() => shortlistCandidates.id, { onDelete: 'cascade' }),
    decision: employerDecisionEnum('decision').notNull(),
    reason: notSuitableReasonEnum('reason'),
    /** The employer's private comment: staff read it, the candidate never does. */
    comment: text('comment').notNull().default(''),
    /** { english, experience, presentation: 1..5 | null, comment } */
    scorecard: jsonb('scorecard'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('shortlist_decisions_candidate_idx').on(t.shortlistCandidateId, t.createdAt),
    index('shortlist_decisions_decided_by_idx').on(t.decidedBy),
  ],
);

/** A view-only, expiring, revocable link to one shortlist; only the token's SHA-256 is stored. */
export const shortlistLinks = pgTable(
  'shortlist_links',
  {
    id: id(),
    shortlistId: uuid('shortlist_id')
      .notNull()
      .references(() => shortlists.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('shortlist_links_shortlist_idx').on(t.shortlistId),
    index('shortlist_links_created_by_idx').on(t.createdBy),
  ],
);

/** Each time a view-only link was opened. */
export const shortlistLinkOpens = pgTable(
  'shortlist_link_opens',
  {
    id: id(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => shortlistLinks.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('shortlist_link_opens_link_idx').on(t.linkId, t.createdAt)],
);
