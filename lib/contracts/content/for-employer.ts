import { z } from 'zod';
import { heroSectionSchema, iconNameSchema, idSchema, serviceCardSchema, statisticSchema } from '../core/common';

export const forEmployerContentSchema = z.object({
  heroSection: heroSectionSchema.extend({ buttonText: z.string().min(1) }),
  helpCard: z.object({
    title: z.string().min(1),
    description: z.string(),
    phone: z.string().min(1),
    email: z.string().email(),
  }),
  recordCard: z.object({ title: z.string().min(1), statistics: z.array(statisticSchema), note: z.string() }),
  provenResultsSection: z.object({
    title: z.string().min(1),
    subtitle: z.string(),
    statistics: z.array(statisticSchema),
  }),
  whyChooseSection: z.object({
    title: z.string().min(1),
    subtitle: z.string(),
    features: z.array(
      z.object({
        _id: idSchema,
        title: z.string().min(1),
        badge: z.string(),
        description: z.string(),
        icon: iconNameSchema,
      }),
    ),
  }),
  supportServicesSection: z.object({
    title: z.string().min(1),
    subtitle: z.string(),
    services: z.array(serviceCardSchema),
  }),
  expectedTimelineSection: z.object({
    title: z.string().min(1),
    /** An item whose duration reads 'ready' is drawn in a distinct colour. */
    items: z.array(
      z.object({ _id: idSchema, duration: z.string().min(1), label: z.string().min(1), icon: iconNameSchema }),
    ),
  }),
});

export type ForEmployerContent = z.infer<typeof forEmployerContentSchema>;
