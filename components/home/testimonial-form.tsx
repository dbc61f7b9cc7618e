'use client';

import { Controller, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import type { TestimonialPayload } from '@/lib/contracts';
import { bindFields } from '@/lib/forms/bind-fields';
import { RatingInput } from './rating-input';
import { writeReviewForm } from './write-review-form-schema';

interface TestimonialFormProps {
  form: UseFormReturn<TestimonialPayload>;
  onSubmit: () => void;
  onCancel: () => void;
  submitting: boolean;
  /** The last failure, kept visible under the buttons. */
  serverError: string;
}

/** The 'Post Your Testimonial' fields: read-only name, position, employer, stars and text. */
export function TestimonialForm({ form, onSubmit, onCancel, submitting, serverError }: TestimonialFormProps) {
  const field = bindFields(form, writeReviewForm.labels);
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormField {...field('name')} readOnly aria-readonly="true" autoComplete="name" />
      <FormField {...field('position')} autoComplete="organization-title" />
      <FormField {...field('employer')} autoComplete="organization" />
      <Controller
        control={form.control}
        name="rating"
        render={({ field: rating, fieldState }) => (
          <RatingInput
            label={writeReviewForm.labels.rating}
            value={rating.value}
            onChange={rating.onChange}
            onBlur={rating.onBlur}
            // No star chosen (0) reads as missing, not as 'at least 1'.
            error={fieldState.error ? (rating.value ? fieldState.error.message : 'Rating is required') : undefined}
          />
        )}
      />
      <FormField {...field('testimonial')} as="textarea" rows={4} />
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="secondary" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit'}
        </Button>
      </div>
      <FormError message={serverError} />
    </form>
  );
}
