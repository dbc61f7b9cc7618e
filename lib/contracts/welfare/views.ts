import { z } from 'zod';
import { idSchema } from '../core/common';
import { checkInAnswers } from './check-in-texts';
import { holidayKinds, incidentKinds, incidentSources, welfareStatuses } from './welfare';

/** What staff, the employer and the worker's check-in page see of the duty of care (issue 43). */

export const welfareReportViewSchema = z.object({
  _id: idSchema,
  dueOn: z.string(),
  checkInSentAt: z.string().nullable(),
  answer: z.enum(checkInAnswers).nullable(),
  note: z.string().nullable(),
  answeredAt: z.string().nullable(),
});

export const incidentUpdateViewSchema = z.object({
  _id: idSchema,
  author: z.string(),
  text: z.string(),
  at: z.string(),
});

export const incidentViewSchema = z.object({
  _id: idSchema,
  applicationId: idSchema,
  worker: z.string(),
  employer: z.string(),
  /** The worker's departure: times before it are shown in Manila, after it in Dubai (time.ts). */
  departedOn: z.string(),
  kind: z.enum(incidentKinds),
  source: z.enum(incidentSources),
  description: z.string(),
  learnedOn: z.string(),
  dueOn: z.string(),
  status: z.enum(['open', 'closed']),
  assignedRole: z.string(),
  openedBy: z.string(),
  openedAt: z.string(),
  updates: z.array(incidentUpdateViewSchema),
  resolution: z.string().nullable(),
  closedBy: z.string().nullable(),
  closedAt: z.string().nullable(),
});

export const workerWelfareViewSchema = z.object({
  applicationId: idSchema,
  name: z.string(),
  position: z.string(),
  employer: z.string(),
  worksite: z.string(),
  departedOn: z.string(),
  contractMonths: z.number().int(),
  status: z.enum(welfareStatuses),
  statusOn: z.string(),
  statusReason: z.string().nullable(),
  reports: z.array(welfareReportViewSchema),
  incidents: z.array(incidentViewSchema.pick({ _id: true, kind: true, dueOn: true, status: true, openedAt: true })),
});

export const welfareDashboardSchema = z.object({
  /** Reports due from today to 7 days ahead, and those overdue (past due, no answer), earliest first. */
  reportsDue: z.array(
    z.object({
      applicationId: idSchema,
      worker: z.string(),
      employer: z.string(),
      dueOn: z.string(),
      overdue: z.boolean(),
      answer: z.enum(checkInAnswers).nullable(),
    }),
  ),
  /** Open incidents, earliest due first. */
  incidents: z.array(
    z.object({
      _id: idSchema,
      applicationId: idSchema,
      worker: z.string(),
      kind: z.enum(incidentKinds),
      dueOn: z.string(),
      overdue: z.boolean(),
    }),
  ),
});

export const checkInStateSchema = z.object({
  state: z.enum(['open', 'answered', 'expired']),
  firstName: z.string(),
  dueOn: z.string(),
});

export const checkInAnsweredSchema = z.object({ message: z.string(), incident: z.boolean() });

export const holidayViewSchema = z.object({ date: z.string(), name: z.string(), kind: z.enum(holidayKinds) });

export type WelfareReportView = z.infer<typeof welfareReportViewSchema>;
export type IncidentView = z.infer<typeof incidentViewSchema>;
export type WorkerWelfareView = z.infer<typeof workerWelfareViewSchema>;
export type WelfareDashboard = z.infer<typeof welfareDashboardSchema>;
export type CheckInState = z.infer<typeof checkInStateSchema>;
export type HolidayView = z.infer<typeof holidayViewSchema>;
