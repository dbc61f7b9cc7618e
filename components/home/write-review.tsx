'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints/site';
import { notify } from '@/lib/client/notify';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { testimonialMessages, type TestimonialPayload } from '@/lib/contracts';
import { TestimonialForm } from './testimonial-form';
import { writeReviewForm } from './write-review-form-schema';

const blank = (name: string): TestimonialPayload => ({
  name,
  position: '',
  employer: '',
  rating: 0,
  testimonial: '',
  icon: null,
});

/** 'Write a Review' for a signed-in user: the 'Post Your Testimonial' dialog and its submission. */
export function WriteReview() {
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState('');
  // The form lives outside the dialog so a failed attempt keeps what the user typed.
  const form = useForm<TestimonialPayload>({
    resolver: zodResolver(writeReviewForm.schema),
    mode: 'onChange',
    defaultValues: blank(user?.name ?? ''),
  });

  // Spec: the form starts over whenever the signed-in user changes.
  const userId = user?._id;
  const userName = user?.name ?? '';
  const { reset } = form;
  useEffect(() => reset(blank(userName)), [userId, userName, reset]);
  // React's "adjust state when a prop changes": a new user starts without the last one's error.
  const [errorUser, setErrorUser] = useState(userId);
  if (errorUser !== userId) {
    setErrorUser(userId);
    setServerError('');
  }

  if (!user) return null;

  const submit = form.handleSubmit(async (values) => {
    setSubmitting(true);
    setServerError('');
    try {
      await callEndpoint(api.testimonials.submit, { body: writeReviewForm.toPayload(values) });
      notify.success(testimonialMessages.success);
      reset(blank(user.name));
    } catch (err) {
      const message = errorMessage(err, testimonialMessages.failed);
      setServerError(message);
      notify.error(message);
    } finally {
      setSubmitting(false);
      // Spec: the dialog closes once the request finishes, whatever the outcome.
      setOpen(false);
    }
  });

  return (
    <div className="mt-10 text-center">
      <Button variant="secondary" onClick={() => setOpen(true)} className="px-6 py-3 text-base">
        Write a Review
      </Button>
      {/* A failure stays readable after the dialog has closed, not only in the 4-second toast. */}
      <FormError message={open ? null : serverError} className="mt-3" />
      <Dialog open={open} onOpenChange={setOpen} title="Post Your Testimonial" width="md">
        <TestimonialForm
          form={form}
          onSubmit={submit}
          onCancel={() => setOpen(false)}
          submitting={submitting}
          serverError={serverError}
        />
      </Dialog>
    </div>
  );
}
