import { z } from 'zod';
import {
  adminTestimonialSchema,
  idParamsSchema,
  testimonialModeratedSchema,
  testimonialModerationSchema,
} from '../admin';
import { envelope } from '../common';
import { defineEndpoint } from '../endpoint';
import { staffOnly } from './admin-staff';

const idParams = idParamsSchema('No such testimonial.');

export const adminTestimonialEndpoints = {
  /** Every testimonial, approved or not. */
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/testimonials',
    response: { 200: envelope(z.array(adminTestimonialSchema)) },
    ...staffOnly('content'),
  }),
  /** Approves (shows publicly) or hides a testimonial. */
  moderate: defineEndpoint({
    method: 'PATCH',
    path: '/admin/testimonials/:id',
    params: idParams,
    body: testimonialModerationSchema,
    response: { 200: envelope(testimonialModeratedSchema) },
    ...staffOnly('content'),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin/testimonials/:id',
    params: idParams,
    response: { 204: z.void() },
    ...staffOnly('content'),
  }),
};
