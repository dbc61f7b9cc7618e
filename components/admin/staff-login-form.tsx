'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { api } from '@/lib/contracts/endpoints';
import { errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { currentUserKey } from '@/lib/client/use-current-user';
import { bindFields } from '@/lib/forms/bind-fields';
import type { User } from '@/lib/contracts';
import type { SecondFactorStep as SecondFactorStepOf } from '@/lib/contracts/staff-auth/second-factor';
import { SecondFactorStep } from './sign-in/second-factor-step';
import { staffLoginForm } from './staff-login-form-schema';

/**
 * Staff sign in with the site's own session cookie: the password, then a second factor (or, the first
 * time, setting one up); an account that is not staff is signed out again.
 */
export function StaffLoginForm() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const [secondFactor, setSecondFactor] = useState<SecondFactorStepOf['secondFactor']>();
  const form = useForm({ resolver: zodResolver(staffLoginForm.schema) });
  const field = bindFields(form, staffLoginForm.labels);

  const signedIn = (user: User) => {
    // The sign-in page already asked who is signed in (nobody): the activity rules must see the change.
    queryClient.setQueryData(currentUserKey, user);
    router.replace('/admin');
    router.refresh();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const answer = await callEndpoint(api.auth.login, { body: staffLoginForm.toPayload(values) });
      // Staff give a second factor after the password; nobody else is asked for one.
      if ('secondFactor' in answer) return setSecondFactor(answer.secondFactor);
      if (answer.data.userType !== 'Admin') {
        await callEndpoint(api.auth.logout).catch(() => undefined);
        return setFailure('This area is for agency staff only.');
      }
      signedIn(answer.data);
    } catch (err) {
      setFailure(errorMessage(err, 'Sign-in failed. Please try again.'));
    }
  });

  if (secondFactor) return <SecondFactorStep step={secondFactor} onSignedIn={signedIn} />;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      <FormField {...field('email')} type="email" autoComplete="email" />
      <FormField {...field('password')} type="password" autoComplete="current-password" />
      <FormError message={failure} />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
