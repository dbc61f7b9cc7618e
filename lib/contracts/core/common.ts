import { z } from 'zod';

/** Every record and every nested list item is addressed by a string `_id`. */
export const idSchema = z.string().min(1);

/** A file name under the public uploads path (`/api/uploads/{file}`), or null when unset. */
export const imageFileSchema = z.string().min(1).nullable();

/** Name of an icon from the website's icon set (unknown names fall back to a neutral icon). */
export const iconNameSchema = z.string().min(1);

export const linkButtonSchema = z.object({ _id: idSchema, text: z.string().min(1), link: z.string().min(1) });
export const statisticSchema = z.object({ _id: idSchema, value: z.string().min(1), label: z.string().min(1) });
export const featureTextSchema = z.object({ _id: idSchema, text: z.string().min(1) });

/** A service card: icon, title, description and a list of feature texts. */
export const serviceCardSchema = z.object({
  _id: idSchema,
  icon: iconNameSchema,
  title: z.string().min(1),
  description: z.string(),
  features: z.array(featureTextSchema),
});

export const heroSectionSchema = z.object({
  tag: z.string(),
  title: z.string().min(1),
  description: z.string(),
  backgroundImage: imageFileSchema,
});

/** Every successful answer wraps its payload in `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** Every error answer carries a human-readable `message`; validation errors add per-field messages. */
export const errorBodySchema = z.object({
  message: z.string().min(1),
  errors: z.record(z.string(), z.string()).optional(),
});

export type LinkButton = z.infer<typeof linkButtonSchema>;
export type Statistic = z.infer<typeof statisticSchema>;
export type HeroSection = z.infer<typeof heroSectionSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
