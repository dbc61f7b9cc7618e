'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ConsentCheckbox } from '@/components/ui/consent-checkbox';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { useConsentTerms } from '@/lib/client/consent-terms';
import { notify } from '@/lib/client/notify';
import { currentUserKey } from '@/lib/client/use-current-user';
import { consentTexts } from '@/lib/contracts/privacy/consent';
import { api } from '@/lib/contracts/endpoints/site';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { bindFields } from '@/lib/forms/bind-fields';
import { inviteSignUpForm } from './invite-sign-up-form-schema';

type Input = z.input<typeof inviteSignUpForm.schema>;

/** A new contact signs up with the invited address (shown, not asked) and lands in the portal signed in. */
export function InviteSignUpForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const terms = useConsentTerms();
  const form = useForm<Input, unknown, z.output<typeof inviteSignUpForm.schema>>({
    resolver: zodResolver(inviteSignUpForm.schema),
    defaultValues: { name: '', phone: '', password: '', consent: false },
  });
  const field = bindFields(form, inviteSignUpForm.labels);

  const submit = form.handleSubmit(async (values) => {
    try {
      const { data } = await callEndpoint(api.employer.inviteSignUp, {
        params: { token },
        body: inviteSignUpForm.toPayload(values),
      });
      queryClient.setQueryData(currentUserKey, data);
      notify.success('Welcome! Your account is ready.');
      router.replace('/employer');
      router.refresh();
    } catch (err) {
      applyServerErrors(form, err, inviteSignUpForm.fieldOf);
      notify.error(errorMessage(err, 'The sign-up failed. Please try again.'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Sign up">
      <FormField label="Email Address" type="email" value={email} readOnly />
      <FormField {...field('name')} autoComplete="name" />
      <FormField {...field('phone')} type="tel" inputMode="numeric" autoComplete="tel" />
      <FormField {...field('password')}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" />}
      </FormField>
      <ConsentCheckbox text={consentTexts.signup(terms)} {...field('consent')} />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Signing up…' : 'Sign up and see the candidates'}
      </Button>
    </form>
  );
}
