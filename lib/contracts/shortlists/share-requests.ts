import { z } from 'zod';
import { idSchema } from '../core/common';

/**
 * Asking a candidate before their application is shared with an employer their consent does not cover
 * (a talent pool candidate staff want on a client's shortlist). The candidate answers Yes or No once,
 * on My Applications; only after Yes does the application join the shortlist.
 */
export const shareRequestStatuses = ['Asked', 'Yes', 'No'] as const;
export const shareAnswers = ['Yes', 'No'] as const;

/** "a Waiter", "an Executive Chef". */
function withArticle(position: string) {
  return `${/^[aeiou]/i.test(position) ? 'an' : 'a'} ${position}`;
}

export const shareRequestTexts = {
  question: (client: string, position: string) =>
    `${client} is hiring ${withArticle(position)}. May we put you forward?`,
  explain:
    'If you say Yes, we share your application (your details without your contact details or passport number, your resume and your video) with this employer only.',
  yes: 'Yes',
  no: 'No',
  answeredYes: (client: string) => `Thank you. We will put you forward to ${client}.`,
  answeredNo: (client: string) => `Thank you. We will not share your application with ${client}.`,
  missing: 'No such request.',
  alreadyAnswered: 'You have already answered this request.',
  answerRequired: 'Please answer Yes or No.',
} as const;

/** A question to the signed-in candidate, as their My Applications page shows it. */
export const shareRequestSchema = z.object({
  _id: idSchema,
  client: z.string(),
  position: z.string(),
  status: z.enum(shareRequestStatuses),
  askedAt: z.string(),
});

export const shareRequestListSchema = z.object({ data: z.array(shareRequestSchema) });

export const shareAnswerSchema = z.object({
  answer: z.enum(shareAnswers, { error: shareRequestTexts.answerRequired }),
});

export const shareAnswerResponseSchema = z.object({ message: z.string(), data: shareRequestSchema });

export type ShareRequest = z.infer<typeof shareRequestSchema>;
