import { z } from 'zod';
import { isCalendarDate } from '../core/fields';
import { checkInAnswers, checkInTexts, checkInTokenPattern } from './check-in-texts';

/**
 * The duty of care after arrival (issue 43, items 5 to 8): each deployed worker's status and reporting
 * calendar, the check-ins before each report, incidents and the holidays that move their due dates.
 * Due dates come from lib/shared/deadlines.ts.
 */

/** A deployed worker's status; staff (Welfare officer, Manager) change it. */
export const welfareStatuses = ['deployed', 'on-contract', 'finished', 'repatriated'] as const;
export type WelfareStatus = (typeof welfareStatuses)[number];
export const welfareStatusLabels: Record<WelfareStatus, string> = {
  deployed: 'Deployed',
  'on-contract': 'On contract',
  finished: 'Contract finished',
  repatriated: 'Repatriated',
};
/** The statuses that still owe reports and get check-ins. */
export const monitoredStatuses = ['deployed', 'on-contract'] as const satisfies readonly WelfareStatus[];

/** POEA MC 12 (2018): the critical incidents reported within 5 working days, and any other. */
export const incidentKinds = ['death', 'injury', 'illness', 'detention', 'abuse', 'missing', 'other'] as const;
export type IncidentKind = (typeof incidentKinds)[number];
export const incidentKindLabels: Record<IncidentKind, string> = {
  death: 'Death',
  injury: 'Injury',
  illness: 'Illness',
  detention: 'Detention',
  abuse: 'Abuse',
  missing: 'Missing worker',
  other: 'Other',
};

/** Who opened an incident: the worker's "I need help", the agency's staff, or the employer in the portal. */
export const incidentSources = ['check-in', 'staff', 'employer'] as const;
export type IncidentSource = (typeof incidentSources)[number];
export const incidentSourceLabels: Record<IncidentSource, string> = {
  'check-in': 'Worker’s check-in ("I need help")',
  staff: 'Agency staff',
  employer: 'Employer',
};

/** The role every incident is assigned to. */
export const incidentRole = 'Welfare officer' as const;

export const holidayKinds = ['regular', 'special'] as const;
export const holidayKindLabels: Record<(typeof holidayKinds)[number], string> = {
  regular: 'Regular holiday',
  special: 'Special non-working day',
};

export const welfareTexts = {
  missingWorker: 'No such deployed worker.',
  missingIncident: 'No such incident.',
  missingHoliday: 'No such holiday.',
  status: `Please choose a status: ${welfareStatuses.map((s) => welfareStatusLabels[s]).join(', ')}.`,
  statusDate: 'Use a real date like 2027-01-14 for the status date.',
  repatriationReason: 'Please give the reason for the repatriation.',
  kind: `Please choose the kind of incident: ${incidentKinds.map((k) => incidentKindLabels[k]).join(', ')}.`,
  description: 'Please describe what happened.',
  updateText: 'Please write the update.',
  resolution: 'Please say how the incident was resolved.',
  tooLong: (max: number) => `Please keep this under ${max.toLocaleString('en-US')} characters.`,
  control: 'Please remove tabs and other control characters.',
  closed: 'This incident is closed.',
  quarter: 'Choose a quarter like 2027-Q1.',
  year: 'Choose a year from 2020 to 2100.',
  holidayName: 'Please name the holiday.',
  holidayKind: 'Please choose: regular holiday or special non-working day.',
  holidayDate: 'Use a real date like 2027-04-09 for the holiday.',
  notDeployed: 'This worker has not departed yet: incidents are logged after departure.',
  statusChanged: 'The worker’s status was changed.',
} as const;

/** Text of several lines: line breaks allowed, no other control character (it reaches mails and the CSV). */
const multiLinePattern = /^(?:[^\p{Cc}\u2028\u2029]|\r?\n)*$/u;
export const textField = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, welfareTexts.tooLong(max))
    .regex(multiLinePattern, welfareTexts.control);

const calendarDate = (message: string) => z.string({ error: message }).refine(isCalendarDate, message);

/** Staff change a worker's status; a repatriation needs its reason. */
export const changeStatusSchema = z
  .object({
    status: z.enum(welfareStatuses, { error: welfareTexts.status }),
    statusOn: calendarDate(welfareTexts.statusDate),
    reason: textField(welfareTexts.repatriationReason, 500).optional(),
  })
  .refine((b) => b.status !== 'repatriated' || !!b.reason, {
    path: ['reason'],
    message: welfareTexts.repatriationReason,
  });

export const openIncidentSchema = z.object({
  kind: z.enum(incidentKinds, { error: welfareTexts.kind }),
  description: textField(welfareTexts.description, 2000),
});
export const incidentUpdateSchema = z.object({ text: textField(welfareTexts.updateText, 2000) });
export const closeIncidentSchema = z.object({ resolution: textField(welfareTexts.resolution, 2000) });

export const checkInAnswerSchema = z.object({
  answer: z.enum(checkInAnswers, { error: checkInTexts.chooseAnswer }),
  note: z
    .string()
    .trim()
    .max(1000, checkInTexts.noteTooLong)
    .regex(multiLinePattern, checkInTexts.noteControl)
    .optional()
    .default(''),
});

export const workerParamsSchema = z.object({ id: z.string().uuid(welfareTexts.missingWorker) });
export const incidentParamsSchema = z.object({
  id: z.string().uuid(welfareTexts.missingWorker),
  incident: z.string().uuid(welfareTexts.missingIncident),
});
export const employerWorkerParamsSchema = z.object({ applicationId: z.string().uuid(welfareTexts.missingWorker) });
export const checkInParamsSchema = z.object({
  token: z.string().regex(checkInTokenPattern, checkInTexts.missing),
});

/** A quarter as '2027-Q1'; its first and last days. */
export const quarterPattern = /^(20\d{2})-Q([1-4])$/;
export function quarterDays(quarter: string): { from: string; to: string } | null {
  const match = quarterPattern.exec(quarter);
  if (!match) return null;
  const year = Number(match[1]);
  const q = Number(match[2]);
  const from = `${year}-${String((q - 1) * 3 + 1).padStart(2, '0')}-01`;
  const lastDay = new Date(Date.UTC(year, q * 3, 0)).toISOString().slice(0, 10);
  return { from, to: lastDay };
}

/** The quarterly report's CSV: which quarter, and why (a personal read of many workers). */
export const reportExportQuerySchema = z.object({
  quarter: z.string({ error: welfareTexts.quarter }).regex(quarterPattern, welfareTexts.quarter),
  reason: z
    .string({ error: 'Please say why you are exporting the report.' })
    .trim()
    .min(1, 'Please say why you are exporting the report.')
    .max(500, 'Please keep the reason under 500 characters.'),
});

export const holidayYearQuerySchema = z.object({
  year: z.coerce
    .number({ error: welfareTexts.year })
    .int(welfareTexts.year)
    .min(2020, welfareTexts.year)
    .max(2100, welfareTexts.year),
});
export const holidayParamsSchema = z.object({ date: calendarDate(welfareTexts.holidayDate) });
export const holidayBodySchema = z.object({
  name: z
    .string({ error: welfareTexts.holidayName })
    .trim()
    .min(1, welfareTexts.holidayName)
    .max(120, welfareTexts.tooLong(120))
    .regex(/^[^\p{Cc}\u2028\u2029]*$/u, welfareTexts.control),
  kind: z.enum(holidayKinds, { error: welfareTexts.holidayKind }),
});
