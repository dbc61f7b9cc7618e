import { z } from 'zod';
import { iconNameSchema, idSchema, serviceCardSchema } from '../core/common';

const buttonSchema = z.object({ text: z.string().min(1), link: z.string().min(1) });

export const homeContentSchema = z.object({
  heroSection: z.object({
    title: z.string().min(1),
    subtitle: z.string(),
    applyButtonText: z.string().min(1),
    stats: z.array(
      z.object({ _id: idSchema, title: z.string().min(1), description: z.string(), icon: iconNameSchema }),
    ),
  }),
  quickStatsSection: z.object({
    title: z.string(),
    stats: z.array(
      z.object({
        _id: idSchema,
        title: z.string().min(1),
        subTitle: z.string(),
        description: z.string(),
        button: buttonSchema.nullable(),
      }),
    ),
  }),
  threeColumnSection: z.object({
    title: z.string(),
    columns: z.array(
      z.object({ _id: idSchema, title: z.string().min(1), description: z.string(), icon: iconNameSchema }),
    ),
  }),
  globalHospitalityContentSections: z.array(z.object({ _id: idSchema, title: z.string().min(1), content: z.string() })),
  localContentSections: z.array(
    z.object({
      _id: idSchema,
      title: z.string().min(1),
      description: z.string(),
      cards: z.array(z.object({ _id: idSchema, title: z.string().min(1), description: z.string() })),
    }),
  ),
  recruitmentServicesSection: z.object({
    title: z.string().min(1),
    subtitle: z.string(),
    services: z.array(serviceCardSchema),
    ctaButton: buttonSchema,
    processSteps: z.array(
      z.object({
        _id: idSchema,
        stepNumber: z.number().int().min(1),
        title: z.string().min(1),
        description: z.string(),
      }),
    ),
  }),
  trustedPartnerSection: z.object({
    tag: z.string(),
    title: z.string().min(1),
    subtitle: z.string(),
    benefits: z.array(
      z.object({
        _id: idSchema,
        icon: iconNameSchema,
        tag: z.string(),
        title: z.string().min(1),
        description: z.string(),
      }),
    ),
  }),
  guaranteedExperienceSection: z.object({
    title: z.string().min(1),
    subtitle: z.string(),
    features: z.array(z.object({ _id: idSchema, icon: iconNameSchema, title: z.string().min(1) })),
  }),
  finalCtaSection: z.object({ title: z.string().min(1), subtitle: z.string() }),
});

export type HomeContent = z.infer<typeof homeContentSchema>;
