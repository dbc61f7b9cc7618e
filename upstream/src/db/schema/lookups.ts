import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** All lookup lists share one shape; each has its own table so foreign keys stay exact. */
function lookupTable<N extends string>(name: N) {
  return pgTable(
    name,
    {
      id: id(),
      name: text('name').notNull(),
      sortingOrder: integer('sorting_order').notNull().default(0),
      isActive: boolean('is_active').notNull().default(true),
      createdAt: createdAt(),
    },
    (t) => [uniqueIndex(`${name}_name_unique`).on(t.name)],
  );
}

export const positions = lookupTable('positions');
export const preferredLocations = lookupTable('preferred_locations');
export const salaryBudgets = lookupTable('salary_budgets');
export const hiringUrgencies = lookupTable('hiring_urgencies');
export const businessTypes = lookupTable('business_types');
export const inquiryTypes = lookupTable('inquiry_types');

// Widened to any table name so one repository serves every lookup.
export type LookupTable = ReturnType<typeof lookupTable<string>>;
