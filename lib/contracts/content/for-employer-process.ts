import { z } from 'zod';
import { processStepSchema } from './process-steps';

export const forEmployerProcessContentSchema = z.object({
  tag: z.string(),
  title: z.string().min(1),
  subtitle: z.string(),
  steps: z.array(processStepSchema),
});

export type ForEmployerProcessContent = z.infer<typeof forEmployerProcessContentSchema>;
