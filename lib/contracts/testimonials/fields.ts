import { z } from 'zod';
import { idSchema } from '../core/common';
import { requiredText } from '../core/fields';

export const testimonialSchema = z.object({
  _id: idSchema,
  name: z.string().min(1),
  position: z.string().min(1),
  employer: z.string().min(1),
  rating: z.number().int().min(1).max(5),
  testimonial: z.string().min(1),
  /** icon.image is the avatar's file name under the uploads path. */
  icon: z.object({ _id: idSchema, image: z.string().min(1) }).nullable(),
  createdAt: z.string(),
});

export const testimonialMessages = {
  success: 'Testimonial submitted successfully!',
  failed: 'Failed to submit testimonial. Please try again.',
} as const;

/** The body of POST /testimonial. */
export const testimonialPayloadSchema = z.object({
  name: requiredText('Name is required', { max: [100, 'Name should not exceed 100 characters'] }),
  position: requiredText('Position is required', { max: [100, 'Position should not exceed 100 characters'] }),
  employer: requiredText('Employer is required', { max: [100, 'Employer should not exceed 100 characters'] }),
  rating: z
    .number({ error: 'Rating is required' })
    .int('Rating is required')
    .min(1, 'Rating must be at least 1')
    .max(5, 'Rating cannot be more than 5'),
  testimonial: requiredText('Testimonial is required', {
    min: [100, 'Testimonial must be at least 100 characters'],
    max: [250, 'Testimonial cannot exceed 250 characters'],
    multiline: true,
  }),
  /** Accepted for the spec's payload (site-shell-auth-home §7); the avatar shown is always the author's own profile picture. */
  icon: z.string().trim().max(200).nullable().optional(),
});

export type Testimonial = z.infer<typeof testimonialSchema>;
export type TestimonialPayload = z.input<typeof testimonialPayloadSchema>;
export type TestimonialData = z.infer<typeof testimonialPayloadSchema>;
