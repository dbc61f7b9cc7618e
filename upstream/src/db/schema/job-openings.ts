import { boolean, date, integer, pgEnum, pgTable, primaryKey, text, uuid, index } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { positions, preferredLocations, salaryBudgets } from './lookups';

export const jobTagEnum = pgEnum('job_tag', ['Urgent', 'High Demand', 'Multiple Openings', 'Immediate']);
export const employmentTypeEnum = pgEnum('employment_type', ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY']);

export const jobOpenings = pgTable(
  'job_openings',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    companyName: text('company_name').notNull(),
    icon: text('icon').notNull().default('briefcase'),
    tag: jobTagEnum('tag').notNull().default('Immediate'),
    positionId: uuid('position_id').references(() => positions.id, { onDelete: 'set null' }),
    salaryBudgetId: uuid('salary_budget_id').references(() => salaryBudgets.id, { onDelete: 'set null' }),
    salaryMinAed: integer('salary_min_aed'),
    salaryMaxAed: integer('salary_max_aed'),
    employmentType: employmentTypeEnum('employment_type').notNull().default('FULL_TIME'),
    description: text('description').notNull().default(''),
    responsibilities: text('responsibilities').notNull().default(''),
    benefits: text('benefits').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    validThrough: date('valid_through', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('job_openings_active_idx').on(t.isActive, t.createdAt)],
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
  (t) => [primaryKey({ columns: [t.jobOpeningId, t.locationId] })],
);
