import { z } from 'zod';
import { candidateStatuses } from './candidate-status';
import { idSchema } from '../core/common';
import { requiredText } from '../core/fields';
import { myApplicationMessages } from './candidate-messages';

export { myApplicationMessages };

export const candidateStatusSchema = z.enum(candidateStatuses);

/**
 * One of the signed-in candidate's applications, in their words: the status and a dated timeline of
 * its changes, never the staff's stage names, notes or who made a change.
 */
export const myApplicationSchema = z.object({
  _id: idSchema,
  /** The opening applied to; null for a general application (or an opening since removed). */
  job: z.object({ _id: idSchema, title: z.string(), slug: z.string() }).nullable(),
  /** The position chosen on a general application. */
  appliedFor: z.string().nullable(),
  appliedAt: z.string(),
  status: candidateStatusSchema,
  /** Oldest first, starting with 'Received' on the day of applying. */
  timeline: z.array(z.object({ status: candidateStatusSchema, at: z.string() })),
  /** The name of the resume file as the candidate chose it. */
  resumeName: z.string(),
  /**
   * While it is on a shortlist sent to an employer (employerReviewTexts): 'interview' when the employer
   * asked for one, 'reviewing' while no decision turned it down; never the employer's words or name.
   */
  employerReview: z.enum(['reviewing', 'interview']).nullable(),
});

export const myApplicationListSchema = z.object({ data: z.array(myApplicationSchema) });
export const myApplicationAnswerSchema = z.object({ message: z.string(), data: myApplicationSchema });

export const withdrawSchema = z.object({
  reason: z
    .string({ error: 'Reason must be text' })
    .trim()
    .max(500, myApplicationMessages.reasonTooLong)
    .optional()
    .default(''),
});

/** The path of the candidate's new upload (as the upload answered it). */
export const replaceResumeSchema = z.object({
  resume: requiredText(myApplicationMessages.notYourResume, { max: [200, myApplicationMessages.notYourResume] }),
});
export const replaceVideoSchema = z.object({
  video: requiredText(myApplicationMessages.notYourVideo, { max: [200, myApplicationMessages.notYourVideo] }),
});

export type MyApplication = z.infer<typeof myApplicationSchema>;
