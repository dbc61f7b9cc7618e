import { z } from 'zod';

/** Field rules shared by several forms. Messages are the spec's (§5 "Validation rules" of both documents), to the letter. */

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const phonePattern = /^\d{7,15}$/;
export const passwordPattern = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;
export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** Emails are compared and stored lower-cased. */
export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .regex(emailPattern, 'Please enter a valid email address')
  .pipe(z.email('Invalid email format'));

export function phoneField(requiredMessage = 'Phone is required') {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .regex(phonePattern, 'Phone must be 7–15 digits');
}

/** Ours: the spec says nothing of control characters. */
export const fieldMessages = {
  singleLine: 'Please remove line breaks, tabs and other control characters.',
} as const;

/** No control character (tab, CR, LF, NUL, DEL, C1) nor Unicode line or paragraph separator. */
const singleLinePattern = /^[^\p{Cc}\u2028\u2029]*$/u;

/** A name, address, title or link stays one line: mails and calendar invites write it into a line of their own. */
export const singleLine = (schema: z.ZodString) => schema.regex(singleLinePattern, fieldMessages.singleLine);

/**
 * A required, trimmed text with optional length rules, each with its own message: one line unless
 * `multiline` (a message, a description, a reason).
 */
export function requiredText(
  required: string,
  rules: { min?: [number, string]; max?: [number, string]; multiline?: true } = {},
) {
  let schema = z.string({ error: required }).trim().min(1, required);
  if (!rules.multiline) schema = singleLine(schema);
  if (rules.min) schema = schema.min(...rules.min);
  if (rules.max) schema = schema.max(...rules.max);
  return schema;
}

export const fullNameField = requiredText('Full Name is required', {
  min: [2, 'Full Name must be at least 2 characters'],
  max: [100, 'Full Name should not exceed 100 characters'],
});

export const companyNameField = requiredText('Company name is required', {
  min: [2, 'Company name must have at least 2 characters'],
  max: [100, 'Company name should be less than 100 characters'],
});

/** Ids of records and lookups are UUIDs; anything else cannot name one. */
export function idField(requiredMessage: string) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage).uuid(requiredMessage);
}

/** The user's own date as yyyy-MM-dd, in the device's time zone: what the browser's forms call today. */
export function localTodayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The date in UTC-12, the last real time zone to reach a date: the server takes a date as today
 * when it is today anywhere, since it cannot know the user's time zone.
 */
export function earliestTodayIso(now = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * True for a real calendar date yyyy-MM-dd from 1900 to 2100: the database refuses 2020-02-31 or
 * year 0, which a pattern alone (or Date.parse) lets through.
 */
export function isCalendarDate(value: string): boolean {
  if (!isoDatePattern.test(value) || value < '1900-01-01' || value > '2100-12-31') return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function isoDateField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .regex(isoDatePattern, requiredMessage)
    .refine(isCalendarDate, requiredMessage);
}

/**
 * The `when` of a rule across fields: run it as soon as those fields are valid, whatever else fails
 * (zod otherwise skips an object's refinements after any field error, and the form must show every
 * error at once).
 */
export function onceValid<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, keys: readonly (keyof Shape)[]) {
  const fields = schema.pick(Object.fromEntries(keys.map((key) => [key, true])) as never);
  return (check: { value: unknown }) => fields.safeParse(check.value).success;
}
