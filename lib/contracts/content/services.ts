import { z } from 'zod';
import {
  heroSectionSchema,
  iconNameSchema,
  idSchema,
  linkButtonSchema,
  serviceCardSchema,
  statisticSchema,
} from '../core/common';

const labelledValueSchema = z.object({ label: z.string().min(1), value: z.string().min(1) });

export const specializationSchema = z.object({
  _id: idSchema,
  icon: iconNameSchema,
  title: z.string().min(1),
  description: z.string(),
  positions: z.array(z.string().min(1)),
  experienceLevel: labelledValueSchema,
  salaryRange: labelledValueSchema,
});

export const servicesContentSchema = z.object({
  heroSection: heroSectionSchema,
  recruitmentSection: z.object({
    title: z.string().min(1),
    subtitle: z.string(),
    specializations: z.array(specializationSchema),
  }),
  supportServicesSection: z.object({
    title: z.string().min(1),
    subtitle: z.string(),
    services: z.array(serviceCardSchema),
  }),
  ctaSection: z.object({ title: z.string().min(1), description: z.string(), buttons: z.array(linkButtonSchema) }),
  statistics: z.array(statisticSchema),
});

export type ServicesContent = z.infer<typeof servicesContentSchema>;
export type Specialization = z.infer<typeof specializationSchema>;
