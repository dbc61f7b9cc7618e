import { testimonialPayloadSchema } from '@/lib/contracts';
import { contractFields } from '@/lib/forms/contract-fields';
import { defineForm } from '@/lib/forms/define-form';

/** The 'Post Your Testimonial' form (POST /testimonial); the spec's icon has no picker here and is sent as null. */
export const writeReviewForm = defineForm(
  contractFields(testimonialPayloadSchema.shape, {
    name: 'Name',
    position: 'Position',
    employer: 'Employer',
    rating: 'Rating *',
    testimonial: 'Testimonial',
    icon: 'Icon',
  }),
);
