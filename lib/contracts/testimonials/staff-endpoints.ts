import { z } from 'zod';
import { adminTestimonialSchema, testimonialModeratedSchema, testimonialModerationSchema } from './staff';
import { idParamsSchema } from '../core/staff-schemas';
import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';
import { staffOnly } from '../core/staff-endpoint';

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
