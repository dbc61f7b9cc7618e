import { z } from 'zod';
import { heroSectionSchema, iconNameSchema, idSchema, imageFileSchema, statisticSchema } from '../core/common';

const missionOrVisionSchema = z.object({ icon: iconNameSchema, title: z.string().min(1), description: z.string() });

export const aboutUsContentSchema = z.object({
  heroSection: heroSectionSchema,
  ourStorySection: z.object({
    title: z.string().min(1),
    content: z.string(),
    statistics: z.array(statisticSchema),
    image: z.object({ url: imageFileSchema, alt: z.string() }),
    highlightCard: z.object({ year: z.string().min(1), label: z.string().min(1) }),
  }),
  missionVisionSection: z.object({ mission: missionOrVisionSchema, vision: missionOrVisionSchema }),
  coreValuesSection: z.object({
    title: z.string().min(1),
    subtitle: z.string(),
    values: z.array(
      z.object({ _id: idSchema, icon: iconNameSchema, title: z.string().min(1), description: z.string() }),
    ),
  }),
  leadershipSection: z.object({
    title: z.string().min(1),
    subtitle: z.string(),
    teamMembers: z.array(
      z.object({
        _id: idSchema,
        photo: imageFileSchema,
        name: z.string().min(1),
        position: z.string().min(1),
        bio: z.string(),
      }),
    ),
  }),
});

export type AboutUsContent = z.infer<typeof aboutUsContentSchema>;
