import { z } from 'zod';
import { paginated } from '../core/staff-schemas';
import { idSchema } from '../core/common';

export const taskRunStatuses = ['running', 'succeeded', 'failed'] as const;

/** One run of a scheduled task, as staff see it on the task runs page. */
export const taskRunSchema = z.object({
  _id: idSchema,
  task: z.string(),
  /** UAE local time: '2026-11-24T09:23' (every minute), '2026-11-24T09' (hourly), '2026-11-24' (daily). */
  period: z.string(),
  status: z.enum(taskRunStatuses),
  /** 2 or more when a run left unfinished (its process died) was taken up again. */
  attempt: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** What the task did, as counts ({ closed: 2 }). */
  report: z.record(z.string(), z.number()).nullable(),
  error: z.string().nullable(),
});

/** A task of the registry and how often it runs. */
export const scheduledTaskSchema = z.object({ name: z.string(), cadence: z.string() });

export const taskRunListQuerySchema = z.object({
  task: z.string().trim().max(100).optional(),
  status: z.enum(taskRunStatuses, { error: 'Status must be running, succeeded or failed' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const taskRunListSchema = paginated(taskRunSchema).extend({ tasks: z.array(scheduledTaskSchema) });

export type TaskRun = z.infer<typeof taskRunSchema>;
export type TaskRunList = z.infer<typeof taskRunListSchema>;
export type TaskRunListQuery = z.input<typeof taskRunListQuerySchema>;
