import { requestStatuses } from '@contracts/inquiries/staff';
import { applicationStages } from '@contracts/applications/staff';
import { educationLevels, englishLevels } from '@contracts/applications/fields';
import { readinessStates } from '@contracts/deployments/documents';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  timestamp,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, id, updatedAt } from './columns';
import { jobOpenings } from './job-openings';
import { businessTypes, hiringUrgencies, inquiryTypes, positions, preferredLocations, salaryBudgets } from './lookups';
import { uploads } from './uploads';
import { users } from './users';
import { lowerTrgm } from '../contains';

export const englishProficiencyEnum = pgEnum('english_proficiency', englishLevels);
export const educationLevelEnum = pgEnum('education_level', educationLevels);
export const applicationStageEnum = pgEnum('application_stage', applicationStages);
/** Deployment readiness of an Offered or Deployed application (lib/contracts/deployments/documents.ts). */
export const readinessStateEnum = pgEnum('readiness_state', readinessStates);
export const requestStatusEnum = pgEnum('request_status', requestStatuses);

export const applications = pgTable(
  'applications',
  {
    id: id(),
    /** Null once the candidate's account is erased: the application is kept anonymised for statistics. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set when applying to an opening; null for a general application. */
    jobOpeningId: uuid('job_opening_id').references(() => jobOpenings.id, { onDelete: 'set null' }),
    /** The position chosen on a general application. */
    appliedForId: uuid('applied_for_id').references(() => positions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    // Null once erased (the files are deleted with the account).
    resumeUploadId: uuid('resume_upload_id').references(() => uploads.id),
    videoUploadId: uuid('video_upload_id').references(() => uploads.id),
    englishProficiency: englishProficiencyEnum('english_proficiency').notNull(),
    experienceInYears: integer('experience_in_years').notNull(),
    previousJobTitle: text('previous_job_title').notNull().default(''),
    education: educationLevelEnum('education').notNull(),
    passportNumber: text('passport_number').notNull(),
    /** Null once erased. */
    passportExpiry: date('passport_expiry', { mode: 'string' }),
    preferredLocationId: uuid('preferred_location_id').references(() => preferredLocations.id, {
      onDelete: 'set null',
    }),
    availableToStart: date('available_to_start', { mode: 'string' }).notNull(),
    /** Set by staff once known; the passport validity rule counts from it (else from availableToStart). */
    plannedDepartureDate: date('planned_departure_date', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    stage: applicationStageEnum('stage').notNull().default('New'),
    /**
     * Stored for the staff list's readiness filter (null at other stages); refreshed by every write that
     * changes it (deployment-documents/readiness-store.ts). The list's column is computed live.
     */
    readiness: readinessStateEnum('readiness'),
    /** Staff let the candidate apply to this opening again after withdrawing: out of the one-per-opening rule. */
    reapplyAllowed: boolean('reapply_allowed').notNull().default(false),
    /** When the candidate's personal data was erased from it (account deleted or retention ran out). */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One application per candidate per opening, enforced by the database even under concurrent requests;
    // a withdrawn one that staff reopened no longer counts.
    uniqueIndex('applications_user_job_unique')
      .on(t.userId, t.jobOpeningId)
      .where(sql`${t.jobOpeningId} is not null and not ${t.reapplyAllowed}`),
    index('applications_user_idx').on(t.userId, t.createdAt),
    index('applications_created_idx').on(t.createdAt),
    // "Is this upload used" and the foreign keys' checks when an upload row is deleted.
    index('applications_resume_upload_idx').on(t.resumeUploadId),
    index('applications_video_upload_idx').on(t.videoUploadId),
    // The staff list (anonymised rows never show): each filter with the default order, each sort, and
    // the trigram search of a part of a name or email (migration adds pg_trgm).
    ...staffListIndexes(t),
    index('applications_name_trgm_idx').using('gin', lowerTrgm(t.name)),
    index('applications_email_trgm_idx').using('gin', lowerTrgm(t.email)),
  ],
);

/** The staff list's indexes: pages by key, so each yields one page in order (admin-applications). */
function staffListIndexes(t: {
  [K in 'id' | 'createdAt' | 'name' | 'experienceInYears' | 'stage' | 'anonymisedAt' | ListFilter]: AnyPgColumn;
}) {
  const listed = sql`${t.anonymisedAt} is null`;
  const byFilter = (name: string, column: AnyPgColumn) =>
    index(`applications_list_${name}_idx`).on(column, t.createdAt, t.id).where(listed);
  return [
    index('applications_list_created_idx').on(t.createdAt, t.id).where(listed),
    // The sorts by name and experience; the stage filter's index serves the sort by stage.
    byFilter('name', t.name),
    byFilter('experience', t.experienceInYears),
    byFilter('job', t.jobOpeningId),
    byFilter('applied_for', t.appliedForId),
    byFilter('stage', t.stage),
    byFilter('english', t.englishProficiency),
    byFilter('location', t.preferredLocationId),
    byFilter('readiness', t.readiness),
  ];
}

type ListFilter = 'jobOpeningId' | 'appliedForId' | 'englishProficiency' | 'preferredLocationId' | 'readiness';

export const employerInquiries = pgTable(
  'employer_inquiries',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull(),
    businessTypeId: uuid('business_type_id').references(() => businessTypes.id, { onDelete: 'set null' }),
    contactPerson: text('contact_person').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    locationId: uuid('location_id').references(() => preferredLocations.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    totalPositions: integer('total_positions').notNull().default(1),
    hiringUrgencyId: uuid('hiring_urgency_id').references(() => hiringUrgencies.id, { onDelete: 'set null' }),
    salaryBudgetId: uuid('salary_budget_id').references(() => salaryBudgets.id, { onDelete: 'set null' }),
    status: requestStatusEnum('status').notNull().default('New'),
    /** The client staff made of it, or linked it to. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Erasure finds a person's inquiries, and deleting the account sets their user_id to null.
  (t) => [
    index('employer_inquiries_user_idx').on(t.userId),
    index('employer_inquiries_client_idx').on(t.clientId, t.createdAt),
  ],
);

export const employerInquiryPositions = pgTable(
  'employer_inquiry_positions',
  {
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => employerInquiries.id, { onDelete: 'cascade' }),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.inquiryId, t.positionId] })],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    inquiryTypeId: uuid('inquiry_type_id').references(() => inquiryTypes.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: requestStatusEnum('status').notNull().default('New'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Erasure finds a person's messages by their address, whatever its case.
  (t) => [index('contact_messages_email_idx').on(sql`lower(${t.email})`)],
);
