import { testimonialPayloadSchema } from '@/lib/contracts';
import { defineForm } from '@/lib/forms/define-form';

const payload = testimonialPayloadSchema.shape;

/** The 'Post Your Testimonial' form (POST /testimonial). */
export const writeReviewForm = defineForm({
  name: { key: 'name', label: 'Name', rule: payload.name },
  position: { key: 'position', label: 'Position', rule: payload.position },
  employer: { key: 'employer', label: 'Employer', rule: payload.employer },
  rating: { key: 'rating', label: 'Rating *', rule: payload.rating },
  testimonial: { key: 'testimonial', label: 'Testimonial', rule: payload.testimonial },
  // The spec's payload carries an icon; the form has no picker for it and sends none (null).
  icon: { key: 'icon', label: 'Icon', rule: payload.icon },
});
