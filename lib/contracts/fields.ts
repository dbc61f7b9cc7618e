import { z } from 'zod';

/** Field rules shared by several forms. Messages are the spec's, to the letter (spellings included). */

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
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage).regex(phonePattern, 'Phone must be 7–15 digits');
}

/** Ids of records and lookups are UUIDs; anything else cannot name one. */
export function idField(requiredMessage: string) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage).uuid(requiredMessage);
}

/** Today's date as yyyy-MM-dd (UTC, which is behind both Manila and Dubai, so never stricter than the browser). */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function isoDateField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .regex(isoDatePattern, requiredMessage)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), requiredMessage);
}
