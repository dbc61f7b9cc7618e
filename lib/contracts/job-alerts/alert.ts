import { z } from 'zod';
import { emailField } from '../core/fields';
import { jobAlertMessages } from './texts';

export { alertSearchLabel, jobAlertFormPaths, jobAlertMessages, jobAlertRules } from './texts';

const lookupId = (message: string) => z.string().trim().uuid(message).optional();

/** POST /job-alerts: the search to watch; a visitor also gives the email (a candidate's account email is used). */
export const jobAlertPayloadSchema = z.object({
  email: emailField.optional(),
  q: z.string().trim().max(100, 'Search text is too long').optional(),
  position: lookupId(jobAlertMessages.unknownPosition),
  location: lookupId(jobAlertMessages.unknownLocation),
});

/** A confirm or unsubscribe link's token (opaque: random, or signed). */
export const jobAlertTokenSchema = z.object({
  token: z
    .string({ error: 'The link is incomplete.' })
    .min(1, 'The link is incomplete.')
    .max(200, 'The link is not valid.'),
});

const namedRef = z.object({ _id: z.string(), name: z.string() }).nullable();

export const jobAlertSchema = z.object({
  _id: z.string(),
  q: z.string(),
  position: namedRef,
  location: namedRef,
  /** False while a visitor's alert waits for its email to be confirmed. */
  confirmed: z.boolean(),
  createdAt: z.string(),
});

export const jobAlertCreatedSchema = z.object({
  message: z.string(),
  data: z.object({ _id: z.string(), confirmed: z.boolean() }),
});

export const jobAlertListSchema = z.object({ data: z.array(jobAlertSchema) });

export type JobAlertPayload = z.infer<typeof jobAlertPayloadSchema>;
export type JobAlert = z.infer<typeof jobAlertSchema>;
