import { z } from 'zod';
import { processStepSchema } from './process-steps';

export const forCandidateProcessContentSchema = z.object({
  title: z.string().min(1),
  subtitle: z.string(),
  steps: z.array(processStepSchema),
});

export type ForCandidateProcessContent = z.infer<typeof forCandidateProcessContentSchema>;
