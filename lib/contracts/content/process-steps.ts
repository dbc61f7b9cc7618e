import { z } from 'zod';
import { featureTextSchema, iconNameSchema, idSchema } from '../core/common';

/** A step of a process (candidate or employer): number, title, duration, description, features. */
export const processStepSchema = z.object({
  _id: idSchema,
  stepNumber: z.number().int().min(1),
  icon: iconNameSchema,
  title: z.string().min(1),
  duration: z.string(),
  description: z.string(),
  features: z.array(featureTextSchema),
});

export type ProcessStep = z.infer<typeof processStepSchema>;
