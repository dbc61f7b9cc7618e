import type { CheckInAnswer } from '@contracts/welfare/check-in-texts';
import type { IncidentKind, IncidentSource, WelfareStatus } from '@contracts/welfare/welfare';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { deployments } from './deployments';
import { applications } from './submissions';
import { users } from './users';

/**
 * A deployed worker under the agency's duty of care (issue 43): made by the welfare task once the
 * deployment's departure step is done, with the departure date and contract length its calendar counts from.
 */
export const welfareWorkers = pgTable(
  'welfare_workers',
  {
    id: id(),
    deploymentId: uuid('deployment_id')
      .notNull()
      .references(() => deployments.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    departedOn: date('departed_on', { mode: 'string' }).notNull(),
    contractMonths: integer('contract_months').notNull(),
    status: text('status').$type<WelfareStatus>().notNull().default('deployed'),
    statusOn: date('status_on', { mode: 'string' }).notNull(),
    statusReason: text('status_reason'),
    statusBy: uuid('status_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('welfare_workers_deployment_unique').on(t.deploymentId),
    uniqueIndex('welfare_workers_application_unique').on(t.applicationId),
    index('welfare_workers_status_by_idx').on(t.statusBy),
  ],
);

/** Each welfare report a worker owes (welfareReportsDue), its check-in mail and the worker's answer. */
export const welfareReports = pgTable(
  'welfare_reports',
  {
    id: id(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => welfareWorkers.id, { onDelete: 'cascade' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** sha256 of the check-in link's token (the link itself is only in the mail). */
    tokenHash: text('token_hash'),
    checkInSentAt: timestamp('check_in_sent_at', { withTimezone: true }),
    answer: text('answer').$type<CheckInAnswer>(),
    note: text('note'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('welfare_reports_worker_due_unique').on(t.workerId, t.dueOn),
    uniqueIndex('welfare_reports_token_unique').on(t.tokenHash),
    // The check-in task: reports whose mail has not gone yet, by due date.
    index('welfare_reports_check_in_idx')
      .on(t.dueOn)
      .where(sql`${t.checkInSentAt} is null`),
    // The dashboard (due this week, overdue) and the quarterly CSV: reports by due date.
    index('welfare_reports_due_idx').on(t.dueOn, t.workerId),
    // The dashboard's overdue reports: those without an answer, by due date (answered ones are most).
    index('welfare_reports_unanswered_idx')
      .on(t.dueOn, t.workerId)
      .where(sql`${t.answeredAt} is null`),
  ],
);

/** An incident: the worker's "I need help", or one logged by staff or the employer; due in 5 working days. */
export const welfareIncidents = pgTable(
  'welfare_incidents',
  {
    id: id(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => welfareWorkers.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id').references(() => welfareReports.id, { onDelete: 'set null' }),
    kind: text('kind').$type<IncidentKind>().notNull(),
    source: text('source').$type<IncidentSource>().notNull(),
    description: text('description').notNull(),
    /** The Manila day the agency learned of it: the 5 working days count from it. */
    learnedOn: date('learned_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    assignedRole: text('assigned_role').notNull(),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    openedAt: createdAt(),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    resolution: text('resolution'),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('welfare_incidents_worker_idx').on(t.workerId, t.openedAt),
    // The dashboard: open incidents, earliest due first.
    index('welfare_incidents_open_due_idx')
      .on(t.dueOn, t.id)
      .where(sql`${t.status} = 'open'`),
    index('welfare_incidents_report_idx').on(t.reportId),
    index('welfare_incidents_opened_by_idx').on(t.openedBy),
    index('welfare_incidents_closed_by_idx').on(t.closedBy),
  ],
);

/** What was done about an incident: who, when, what. */
export const welfareIncidentUpdates = pgTable(
  'welfare_incident_updates',
  {
    id: id(),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => welfareIncidents.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    at: createdAt(),
  },
  (t) => [
    index('welfare_incident_updates_incident_idx').on(t.incidentId, t.at),
    index('welfare_incident_updates_author_idx').on(t.authorId),
  ],
);

/** The Philippine regular holidays and special non-working days: not working days for incidents' deadlines. */
export const holidays = pgTable('holidays', {
  date: date('date', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').$type<'regular' | 'special'>().notNull(),
  updatedAt: updatedAt(),
});
