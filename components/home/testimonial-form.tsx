'use client';

import { Controller, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import type { TestimonialPayload } from '@/lib/contracts';
import { RatingInput } from './rating-input';

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
  const { register, control, formState } = form;
  const { errors } = formState;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField
        label="Name"
        readOnly
        aria-readonly="true"
        autoComplete="name"
        {...register('name')}
        error={errors.name?.message}
      />
      <TextField
        label="Position"
        autoComplete="organization-title"
        {...register('position')}
        error={errors.position?.message}
      />
      <TextField
        label="Employer"
        autoComplete="organization"
        {...register('employer')}
        error={errors.employer?.message}
      />
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <RatingInput
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            // No star chosen (0) reads as missing, not as 'at least 1'.
            error={fieldState.error ? (field.value ? fieldState.error.message : 'Rating is required') : undefined}
          />
        )}
      />
      <TextAreaField label="Testimonial" rows={4} {...register('testimonial')} error={errors.testimonial?.message} />
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
