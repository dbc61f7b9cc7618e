import { shareRequestStatuses } from '@contracts/shortlists/share-requests';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { preferredLocations } from './lookups';
import { shortlists } from './shortlists';
import { applications, educationLevelEnum, englishProficiencyEnum } from './submissions';
import { uploads } from './uploads';
import { users } from './users';
import { lowerTrgm } from '../contains';

/**
 * What the talent pool's search reads of a profile, as one text: its trigram index and the search
 * (contains) must write it alike for the index to serve the query.
 */
export const candidateSearchText = (t: { previousJobTitle: SQLWrapper; positionNames: SQLWrapper }) =>
  sql`(${t.previousJobTitle} || ' ' || ${t.positionNames})`;

/**
 * A candidate's profile (lib/contracts/candidates/profile.ts): the application's details they keep, a
 * saved resume and video, and what the talent pool searches. The details are null until first saved
 * (a profile may hold only files). Deleted with the account; a saved file an application also uses
 * stays while the application does (uploads' "is used" counts both).
 */
export const candidateProfiles = pgTable(
  'candidate_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    preferredLocationId: uuid('preferred_location_id').references(() => preferredLocations.id, {
      onDelete: 'set null',
    }),
    experienceInYears: integer('experience_in_years'),
    previousJobTitle: text('previous_job_title').notNull().default(''),
    education: educationLevelEnum('education'),
    englishProficiency: englishProficiencyEnum('english_proficiency'),
    passportNumber: text('passport_number'),
    passportExpiry: date('passport_expiry', { mode: 'string' }),
    availableToStart: date('available_to_start', { mode: 'string' }),
    resumeUploadId: uuid('resume_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    videoUploadId: uuid('video_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** The names of the positions applied for, newest first, one per line: the pool's text search reads them. */
    positionNames: text('position_names').notNull().default(''),
    /** Signed in, applied or saved the profile: the pool's "last active". */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => {
    // In the talent pool: the details are saved (all together).
    const inPool = sql`${t.experienceInYears} is not null`;
    return [
      // "Is this upload used" and the foreign keys' checks when an upload row is deleted.
      index('candidate_profiles_resume_idx').on(t.resumeUploadId),
      index('candidate_profiles_video_idx').on(t.videoUploadId),
      // The pool (profiles with details): its default order, newest activity first, holding every
      // filtered column so that any filter is checked in the index (an index-only scan, no row read).
      index('candidate_profiles_active_idx')
        .on(
          t.lastActiveAt,
          t.userId,
          t.experienceInYears,
          t.englishProficiency,
          t.education,
          t.preferredLocationId,
          t.availableToStart,
          t.passportExpiry,
          t.videoUploadId,
        )
        .where(inPool),
      // The pool's other sorts (and their range filters), and its commonest narrowing: where they want
      // to work, their English, their experience.
      index('candidate_profiles_experience_idx').on(t.experienceInYears, t.lastActiveAt, t.userId).where(inPool),
      index('candidate_profiles_available_idx').on(t.availableToStart, t.userId).where(inPool),
      index('candidate_profiles_location_idx')
        .on(t.preferredLocationId, t.englishProficiency, t.experienceInYears, t.userId)
        .where(inPool),
      // The pool's text search: a part of a position applied for or of the previous job title.
      index('candidate_profiles_search_trgm_idx').using('gin', lowerTrgm(candidateSearchText(t))),
    ];
  },
);

export const shareRequestStatusEnum = pgEnum('share_request_status', shareRequestStatuses);

/**
 * The agency asked a candidate whether one of their applications may be shared with a shortlist's
 * client that their consent does not cover; once per candidate and shortlist. Yes adds it to the shortlist.
 */
export const shareRequests = pgTable(
  'share_requests',
  {
    id: id(),
    shortlistId: uuid('shortlist_id')
      .notNull()
      .references(() => shortlists.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The application shared on Yes (the candidate's latest when asked). */
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: shareRequestStatusEnum('status').notNull().default('Asked'),
    askedBy: uuid('asked_by').references(() => users.id, { onDelete: 'set null' }),
    askedAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('share_requests_once').on(t.shortlistId, t.userId),
    index('share_requests_user_idx').on(t.userId, t.status),
    index('share_requests_application_idx').on(t.applicationId),
    index('share_requests_asked_by_idx').on(t.askedBy),
  ],
);
