import { z } from 'zod';
import { heroSectionSchema, statisticSchema } from '../core/common';

export const forCandidateContentSchema = z.object({
  heroSection: heroSectionSchema,
  generalApplicationSection: z.object({
    title: z.string().min(1),
    description: z.string(),
    buttonText: z.string().min(1),
  }),
  ctaSection: z.object({
    title: z.string().min(1),
    description: z.string(),
    statistics: z.array(statisticSchema),
  }),
});

export type ForCandidateContent = z.infer<typeof forCandidateContentSchema>;
