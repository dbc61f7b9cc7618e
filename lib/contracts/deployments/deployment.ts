import { z } from 'zod';
import { idSchema } from '../core/common';
import { isCalendarDate, singleLine } from '../core/fields';
import { zonedToUtc } from '../interviews/time';
import { deploymentSteps, stepActors, type DeploymentStepKey, type StepActor, type StepEvidence } from './steps';

/**
 * A deployment as stored per accepted offer (issue 43): its steps (the declared ones, and any staff
 * added to this one deployment) with their status, evidence and history. steps.ts declares the steps.
 */

export const stepStatuses = ['pending', 'done', 'blocked', 'not-needed'] as const;
export type StepStatus = (typeof stepStatuses)[number];
export const stepStatusLabels: Record<StepStatus, string> = {
  pending: 'To do',
  done: 'Done',
  blocked: 'Blocked',
  'not-needed': 'Not needed',
};

export const deploymentTexts = {
  missing: 'No such deployment.',
  missingStep: 'No such step.',
  notYours: 'This step is not yours to complete.',
  notOpen: 'This step is not open: it is done, blocked or not needed.',
  fileNeeded: (label: string) => `Please attach the ${label}.`,
  noFile: 'This step takes no file.',
  reason: 'Please give a reason',
  reasonTooLong: 'The reason is too long (500 characters at most)',
  label: 'Please name the step',
  alreadyOpen: 'This step is already open.',
  notDone: 'Only a done step can be verified or rejected.',
  alreadyVerified: 'This step is already verified.',
} as const;

/** A custom step (added by staff to one deployment) is confirmed with a yes. */
export const customStepEvidence = [{ kind: 'yes', label: 'Done' }] as const satisfies readonly StepEvidence[];

/** The form field of one piece of evidence: its label in kebab case ('Examination date' → 'examination-date'). */
export const evidenceField = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The declared step of a key, or undefined for a custom one. */
export const declaredStep = (key: string) =>
  Object.hasOwn(deploymentSteps, key) ? deploymentSteps[key as DeploymentStepKey] : undefined;

/** The evidence a step (declared or custom) needs. */
export const evidenceOf = (key: string): readonly StepEvidence[] => declaredStep(key)?.evidence ?? customStepEvidence;

function evidenceRule(e: StepEvidence): z.ZodType<string> {
  const required = `Please enter the ${e.label}.`;
  switch (e.kind) {
    case 'date': {
      const message = `Use a real date like 2027-01-14 for the ${e.label}.`;
      return z.string({ error: message }).trim().refine(isCalendarDate, message);
    }
    case 'datetime': {
      const message = `Use a real date and time like 2027-01-14T09:30 for the ${e.label}.`;
      return z
        .string({ error: message })
        .trim()
        .refine((v) => zonedToUtc(v, e.zone) !== null, message);
    }
    case 'number': {
      const base = singleLine(
        z.string({ error: required }).trim().min(1, required).max(50, `The ${e.label} is too long.`),
      );
      return e.pattern ? base.regex(e.pattern, `This is not a valid ${e.label}.`) : base;
    }
    case 'text':
      return singleLine(
        z
          .string({ error: required })
          .trim()
          .min(1, required)
          .max(200, `The ${e.label} is too long (200 characters at most).`),
      );
    case 'choice': {
      const message = `Please choose the ${e.label}: ${e.options.join(', ')}.`;
      return z.string({ error: message }).refine((v) => e.options.includes(v), message);
    }
    case 'yes': {
      const message = `Please confirm: ${e.label}.`;
      return z.literal('yes', { error: message });
    }
    default:
      return z.never();
  }
}

/** The schema of a step's evidence fields other than its file, keyed by evidenceField(label). */
export function evidenceFieldsSchema(evidence: readonly StepEvidence[]) {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const e of evidence) if (e.kind !== 'file') shape[evidenceField(e.label)] = evidenceRule(e);
  return z.object(shape);
}

/** Who completes a step through the portal or My Applications, and which staff action applies. */
export const stepKeySchema = z
  .string({ error: deploymentTexts.missingStep })
  .min(1, deploymentTexts.missingStep)
  .max(60, deploymentTexts.missingStep)
  .regex(/^[a-zA-Z0-9-]+$/, deploymentTexts.missingStep);

export const deploymentParamsSchema = z.object({ applicationId: z.string().uuid(deploymentTexts.missing) });
export const stepParamsSchema = z.object({ id: z.string().uuid(deploymentTexts.missing), step: stepKeySchema });

/** A step completed without a file: the application, the step and its evidence fields. */
export const completeStepSchema = z.object({
  applicationId: z.string({ error: deploymentTexts.missing }).uuid(deploymentTexts.missing),
  step: stepKeySchema,
  evidence: z.record(z.string(), z.string().max(500)).default({}),
});

/** How long a reason staff give for a change may be (a step's, a document's rejection): the form's limits too. */
export const reasonLength = { min: 3, max: 500 } as const;

// One line: the reason is shown to the candidate and written into mails.
const reasonField = singleLine(
  z
    .string({ error: deploymentTexts.reason })
    .trim()
    .min(reasonLength.min, deploymentTexts.reason)
    .max(reasonLength.max, deploymentTexts.reasonTooLong),
);
export const stepReasonSchema = z.object({ reason: reasonField });
export const staffEvidenceSchema = z.object({ evidence: z.record(z.string(), z.string().max(500)).default({}) });

export const customStepSchema = z.object({
  label: singleLine(
    z.string({ error: deploymentTexts.label }).trim().min(2, deploymentTexts.label).max(100, 'The name is too long'),
  ),
  actor: z.enum(stepActors, { error: 'Who does it: candidate, agency or employer.' }),
  dueDaysFromDeparture: z
    .number({ error: 'Days from departure must be a number' })
    .int('Days from departure must be a whole number')
    .min(-365, 'At most a year before departure')
    .max(365, 'At most a year after departure'),
  instructions: singleLine(
    z.string().trim().max(300, 'The instructions are too long (300 characters at most)'),
  ).default(''),
});

export const evidenceItemSchema = z.object({
  label: z.string(),
  kind: z.enum(['file', 'date', 'datetime', 'number', 'text', 'choice', 'yes']),
  /** A datetime's zone (its value is the wall-clock time there). */
  zone: z.enum(['Asia/Manila', 'Asia/Dubai']).nullable(),
  field: z.string(),
  options: z.array(z.string()),
  /** The value given; a file's stored name (read at /api/files/<name>). Null when not given or not shown. */
  value: z.string().nullable(),
});

export const stepViewSchema = z.object({
  key: z.string(),
  label: z.string(),
  actor: z.enum(stepActors),
  status: z.enum(stepStatuses),
  reason: z.string().nullable(),
  dueOn: z.string().nullable(),
  instructions: z.string(),
  custom: z.boolean(),
  evidence: z.array(evidenceItemSchema),
  updatedAt: z.string().nullable(),
  /** Staff checked the evidence of this done step (a change of the step clears it). */
  verified: z.boolean(),
});

export const deploymentViewSchema = z.object({
  applicationId: idSchema,
  jobTitle: z.string(),
  plannedDepartureDate: z.string().nullable(),
  steps: z.array(stepViewSchema),
});

export const stepHistoryEntrySchema = z.object({
  at: z.string(),
  by: z.string(),
  status: z.enum(stepStatuses),
  reason: z.string().nullable(),
  evidence: z.record(z.string(), z.string()),
  /** This entry is staff verifying the evidence (the status stays done). */
  verified: z.boolean(),
});

export const employerHireSchema = deploymentViewSchema.extend({ candidate: z.string(), jobOrderNumber: z.string() });

/** The board's page when the call names none (the back office's). */
export const defaultBoardPageSize = 50;

export const boardQuerySchema = z.object({
  step: stepKeySchema.optional(),
  clientId: z.string().uuid('No such client.').optional(),
  jobOpeningId: z.string().uuid('No such job opening.').optional(),
  ownerId: z.string().uuid('No such staff member.').optional(),
  after: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}\|[0-9a-f-]{36}$/, 'This page link is no longer valid.')
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(defaultBoardPageSize),
});

export const boardRowSchema = z.object({
  applicationId: idSchema,
  candidate: z.string(),
  jobTitle: z.string(),
  client: z.string().nullable(),
  step: z.string(),
  label: z.string(),
  actor: z.enum(stepActors),
  status: z.enum(stepStatuses),
  reason: z.string().nullable(),
  dueOn: z.string().nullable(),
  overdue: z.boolean(),
});

export const boardPageSchema = z.object({ data: z.array(boardRowSchema), next: z.string().nullable() });

const filterOption = z.object({ value: idSchema, label: z.string() });
/** The board's filter choices: the clients, job orders and owners of deployments in the caller's scope. */
export const boardFiltersSchema = z.object({
  clients: z.array(filterOption),
  jobOrders: z.array(filterOption),
  owners: z.array(filterOption),
});

export type StepView = z.infer<typeof stepViewSchema>;
export type DeploymentView = z.infer<typeof deploymentViewSchema>;
export type BoardRow = z.infer<typeof boardRowSchema>;
export type StepHistoryEntry = z.infer<typeof stepHistoryEntrySchema>;
export type CustomStep = z.infer<typeof customStepSchema>;
export type EmployerHire = z.infer<typeof employerHireSchema>;

/** The candidate's order: their next open step first, then what is done, then what waits on others. */
export function candidateOrder(steps: readonly StepView[], actor: StepActor = 'candidate') {
  const mine = steps.filter((s) => s.actor === actor && s.status === 'pending');
  return {
    next: mine[0] ?? null,
    later: mine.slice(1),
    done: steps.filter((s) => s.status === 'done' || s.status === 'not-needed'),
    waiting: steps.filter((s) => s.actor !== actor && (s.status === 'pending' || s.status === 'blocked')),
    blocked: steps.filter((s) => s.actor === actor && s.status === 'blocked'),
  };
}
