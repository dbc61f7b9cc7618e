import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { jobOpenings } from './job-openings';
import { offers } from './offers';
import { applications } from './submissions';
import { users } from './users';

/** One per accepted offer (issue 43); its due dates derive from the application's planned departure date. */
export const deployments = pgTable(
  'deployments',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('deployments_application_unique').on(t.applicationId)],
);

/** A deployment's steps: the declared ones (lib/contracts/deployments/steps.ts) and staff's custom ones. */
export const deploymentSteps = pgTable(
  'deployment_steps',
  {
    id: id(),
    deploymentId: uuid('deployment_id')
      .notNull()
      .references(() => deployments.id, { onDelete: 'cascade' }),
    /**
     * The application's job order, copied when the step is made (an application's job order never
     * changes): the board's client, job order and owner filters read the open steps of a few job orders
     * in the board's order, instead of every deployment they ever had, finished ones included.
     */
    jobOpeningId: uuid('job_opening_id').references(() => jobOpenings.id, { onDelete: 'set null' }),
    /** The declared step's key, or 'custom-…' for one staff added to this deployment. */
    key: text('key').notNull(),
    actor: text('actor').$type<'candidate' | 'agency' | 'employer'>().notNull(),
    /** A custom step's own label and instructions (declared steps read theirs from the contract). */
    label: text('label'),
    instructions: text('instructions'),
    dueDays: integer('due_days').notNull(),
    /** Planned departure + dueDays (stepDue), kept in step with the departure date for the board's index. */
    dueOn: date('due_on', { mode: 'string' }),
    status: text('status').$type<'pending' | 'done' | 'blocked' | 'not-needed'>().notNull().default('pending'),
    reason: text('reason'),
    evidence: jsonb('evidence').$type<Record<string, string>>().notNull().default({}),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    /** When the reminder of the current due date went out: each step is reminded once. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** Staff checked this done step's evidence; any later change of the step clears it. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('deployment_steps_deployment_key_unique').on(t.deploymentId, t.key),
    // The board: open steps, earliest due (overdue) first, undated last, paged by key.
    index('deployment_steps_board_idx')
      .on(sql`coalesce(${t.dueOn}, '9999-12-31'::date)`, t.id)
      .where(sql`${t.status} in ('pending', 'blocked')`),
    // The reminder task: open steps not reminded yet, by due date.
    index('deployment_steps_remind_idx')
      .on(t.dueOn)
      .where(sql`${t.status} = 'pending' and ${t.remindedAt} is null`),
    index('deployment_steps_updated_by_idx').on(t.updatedBy),
    index('deployment_steps_verified_by_idx').on(t.verifiedBy),
    // The board filtered by one step, in the board's order.
    index('deployment_steps_board_step_idx')
      .on(t.key, sql`coalesce(${t.dueOn}, '9999-12-31'::date)`, t.id)
      .where(sql`${t.status} in ('pending', 'blocked')`),
    // The board filtered by client, job order or owner: the job orders' open steps, in the board's order.
    index('deployment_steps_board_job_idx')
      .on(t.jobOpeningId, sql`coalesce(${t.dueOn}, '9999-12-31'::date)`, t.id)
      .where(sql`${t.status} in ('pending', 'blocked')`),
    // A deployment's open steps (finished ones have none).
    index('deployment_steps_open_idx')
      .on(t.deploymentId)
      .where(sql`${t.status} in ('pending', 'blocked')`),
    // Staff opening a document find its step by the file its evidence names (applicationOfDocument).
    index('deployment_steps_evidence_idx').using('gin', sql`${t.evidence} jsonb_path_ops`),
  ],
);

/** Every change of a step, kept: who, when, the status, the reason and the evidence at that moment. */
export const deploymentStepEvents = pgTable(
  'deployment_step_events',
  {
    id: id(),
    stepId: uuid('step_id')
      .notNull()
      .references(() => deploymentSteps.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<'pending' | 'done' | 'blocked' | 'not-needed'>().notNull(),
    reason: text('reason'),
    evidence: jsonb('evidence').$type<Record<string, string>>().notNull().default({}),
    /** Staff verifying the evidence (the status stays done). */
    verified: boolean('verified').notNull().default(false),
    at: createdAt(),
  },
  (t) => [
    index('deployment_step_events_step_idx').on(t.stepId, t.at),
    index('deployment_step_events_actor_idx').on(t.actorId),
  ],
);
