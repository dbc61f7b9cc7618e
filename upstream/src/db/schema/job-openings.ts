import { employmentTypes, jobTags } from '@contracts/job-openings/opening';
import { postingKinds } from '@contracts/job-openings/job-order';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, id, updatedAt } from './columns';
import { positions, preferredLocations, salaryBudgets } from './lookups';
import { users } from './users';
import { lowerTrgm } from '../contains';

/** PostgreSQL's text-search document type; drizzle has no column builder of its own for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const jobTagEnum = pgEnum('job_tag', jobTags);
export const employmentTypeEnum = pgEnum('employment_type', employmentTypes);
export const postingKindEnum = pgEnum('posting_kind', postingKinds);

/**
 * What staff search in an opening, as one text: its trigram index and the staff list's search
 * (contains) must write it alike for the index to serve the query.
 */
export const staffSearchText = (t: {
  title: AnyPgColumn;
  companyName: AnyPgColumn;
  jobOrderNumber: AnyPgColumn;
  principalName: AnyPgColumn;
}) =>
  sql`(${t.title} || ' ' || ${t.companyName} || ' ' || coalesce(${t.jobOrderNumber}, '') || ' ' || coalesce(${t.principalName}, ''))`;

export const jobOpenings = pgTable(
  'job_openings',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    companyName: text('company_name').notNull(),
    icon: text('icon').notNull().default('briefcase'),
    tag: jobTagEnum('tag').notNull().default('Immediate'),
    /** The client whose job order this is (the portal shows it to the client's contacts). */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** The recruiter who owns the job order (issue 42); its client's owner and team see it too. */
    ownerId: uuid('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    positionId: uuid('position_id').references(() => positions.id, { onDelete: 'set null' }),
    salaryBudgetId: uuid('salary_budget_id').references(() => salaryBudgets.id, { onDelete: 'set null' }),
    salaryMinAed: integer('salary_min_aed'),
    salaryMaxAed: integer('salary_max_aed'),
    employmentType: employmentTypeEnum('employment_type').notNull().default('FULL_TIME'),
    // The job order (DMW advertising rules). Openings stored before these columns become job orders
    // missing their number, principal, city and vacancies: staff see them flagged until completed.
    postingKind: postingKindEnum('posting_kind').notNull().default('JOB_ORDER'),
    jobOrderNumber: text('job_order_number'),
    principalName: text('principal_name'),
    principalConfidential: boolean('principal_confidential').notNull().default(false),
    worksiteCity: text('worksite_city'),
    vacancies: integer('vacancies'),
    /** Two years is the usual UAE contract; the default fills openings stored before the column. */
    contractMonths: integer('contract_months').default(24),
    accommodationProvided: boolean('accommodation_provided').notNull().default(false),
    foodProvided: boolean('food_provided').notNull().default(false),
    transportProvided: boolean('transport_provided').notNull().default(false),
    visaProvided: boolean('visa_provided').notNull().default(true),
    description: text('description').notNull().default(''),
    responsibilities: text('responsibilities').notNull().default(''),
    benefits: text('benefits').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    validThrough: date('valid_through', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Title, position name, company and description as plain text; rewritten on every write that changes one. */
    searchText: text('search_text').notNull().default(''),
    /** Words of search_text for the job search ('simple': no stemming, so a prefix finds what was typed). */
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
  },
  (t) => [
    check('job_openings_vacancies_positive', sql`${t.vacancies} is null or ${t.vacancies} > 0`),
    check('job_openings_contract_months_positive', sql`${t.contractMonths} is null or ${t.contractMonths} > 0`),
    index('job_openings_client_idx').on(t.clientId, t.createdAt),
    // A recruiter's scope: the job orders they own.
    index('job_openings_owner_idx').on(t.ownerId),
    index('job_openings_active_idx').on(t.isActive, t.createdAt),
    // The staff list: every opening newest first (id for ties), and a part of its title, company,
    // job order number or principal (pg_trgm; the query repeats this expression: staffSearchText).
    index('job_openings_created_idx').on(t.createdAt, t.id),
    index('job_openings_staff_search_trgm_idx').using('gin', lowerTrgm(staffSearchText(t))),
    index('job_openings_search_idx').using('gin', t.search),
    // The job search's order (newest first, id for ties) over active openings, alone and per filter.
    index('job_openings_newest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`is_active`),
    index('job_openings_position_newest_idx')
      .on(t.positionId, t.createdAt.desc(), t.id.desc())
      .where(sql`is_active`),
    index('job_openings_salary_newest_idx')
      .on(t.salaryBudgetId, t.createdAt.desc(), t.id.desc())
      .where(sql`is_active`),
  ],
);

/** The emirates an opening is in; order is the order staff chose. */
export const jobOpeningLocations = pgTable(
  'job_opening_locations',
  {
    jobOpeningId: uuid('job_opening_id')
      .notNull()
      .references(() => jobOpenings.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => preferredLocations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.jobOpeningId, t.locationId] }),
    index('job_opening_locations_location_idx').on(t.locationId, t.jobOpeningId),
  ],
);

/** Staff on a job order's team besides its owner: they see its applications as the owner does. */
export const jobOpeningTeam = pgTable(
  'job_opening_team',
  {
    jobOpeningId: uuid('job_opening_id')
      .notNull()
      .references(() => jobOpenings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // The primary key lists a job order's team; the index, a recruiter's job orders (their scope).
  (t) => [
    primaryKey({ columns: [t.jobOpeningId, t.userId] }),
    index('job_opening_team_user_idx').on(t.userId, t.jobOpeningId),
  ],
);
