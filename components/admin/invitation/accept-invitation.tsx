'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError, errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { currentUserKey } from '@/lib/client/use-current-user';
import type { User } from '@/lib/contracts';
import { api } from '@/lib/contracts/endpoints';
import type { SecondFactorStep as Step } from '@/lib/contracts/staff-auth/second-factor';
import { bindFields } from '@/lib/forms/bind-fields';
import { SecondFactorStep } from '../sign-in/second-factor-step';
import { acceptInvitationForm, acceptInvitationFormSchema } from './accept-invitation-form-schema';

/**
 * An invited staff member chooses a password, then sets up their authenticator app at once (the first
 * sign-in's enrolment), and lands in the back office signed in.
 */
export function AcceptInvitation({ token }: { token: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const [secondFactor, setSecondFactor] = useState<Step['secondFactor']>();
  const form = useForm({
    resolver: zodResolver(acceptInvitationFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const field = bindFields(form, acceptInvitationForm.labels);

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { password } = acceptInvitationForm.toPayload(values);
      const answer = await callEndpoint(api.staffInvitations.accept, { params: { token }, body: { password } });
      setSecondFactor(answer.secondFactor);
    } catch (err) {
      const errors = err instanceof ApiError ? acceptInvitationForm.fromServerErrors(err.errors ?? {}) : {};
      if (errors.password) form.setError('password', { message: errors.password });
      else setFailure(errorMessage(err, 'The invitation could not be accepted. Please try again.'));
    }
  });

  const signedIn = (user: User) => {
    queryClient.setQueryData(currentUserKey, user);
    router.replace('/admin');
    router.refresh();
  };

  if (secondFactor) return <SecondFactorStep step={secondFactor} onSignedIn={signedIn} />;
  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-4">
      <FormField {...field('password')}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" />}
      </FormField>
      <FormField {...field('confirmPassword')}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" />}
      </FormField>
      <FormError message={failure} />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Saving…' : 'Set password and continue'}
      </Button>
    </form>
  );
}
