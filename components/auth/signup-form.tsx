'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { RadioGroup } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { notify } from '@/lib/client/notify';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { consentTexts, type RegisterPayload } from '@/lib/contracts';
import { ConsentCheckbox } from '@/components/ui/consent-checkbox';
import { useConsentTerms } from '@/lib/client/consent-terms';
import { ApiError } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints/site';
import { PasswordInput } from '@/components/ui/password-input';
import { bindFields } from '@/lib/forms/bind-fields';
import { signupForm } from './signup-form-schema';

type SignupInput = z.input<typeof signupForm.schema>;
const empty: SignupInput = {
  userType: 'User',
  name: '',
  email: '',
  phone: '',
  password: '',
  consent: false,
  smsOptIn: false,
  whatsappOptIn: false,
};
type Status = 'idle' | 'submitting' | 'error' | 'success';

/** Sign-up, in the modal or embedded on the home page (pageKey 'quickapply' hides the switch to login). */
export function SignupForm({ onSwitchToLogin, pageKey }: { onSwitchToLogin?: () => void; pageKey?: 'quickapply' }) {
  const terms = useConsentTerms();
  const form = useForm<SignupInput, unknown, z.output<typeof signupForm.schema>>({
    resolver: zodResolver(signupForm.schema),
    mode: 'onChange',
    defaultValues: empty,
  });
  const field = bindFields(form, signupForm.labels);
  const userType = useWatch({ control: form.control, name: 'userType' });
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');

  // The status returns to idle 5 seconds after an attempt.
  useEffect(() => {
    if (status !== 'error' && status !== 'success') return;
    const timer = setTimeout(() => setStatus('idle'), 5000);
    return () => clearTimeout(timer);
  }, [status]);

  const submit = form.handleSubmit(async (values) => {
    setStatus('submitting');
    try {
      const res = await callEndpoint(api.auth.register, { body: signupForm.toPayload(values) });
      setMessage(res.message || 'Registered successfully');
      setStatus('success');
      form.reset({ ...empty, userType: values.userType });
    } catch (err) {
      setStatus('error');
      setMessage('');
      if (err instanceof ApiError && err.message) notify.error(err.message);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{signupForm.labels.userType}</legend>
        <RadioGroup.Root
          className="mt-2 flex gap-6"
          value={userType}
          onValueChange={(value) => form.reset({ ...empty, userType: value as RegisterPayload['userType'] })}
          aria-label={signupForm.labels.userType}
        >
          {[
            ['User', 'Candidate'],
            ['Employer', 'Employer'],
          ].map(([value, label]) => (
            <label key={value} className="flex cursor-pointer items-center gap-2 text-sm">
              <RadioGroup.Item
                value={value!}
                className="h-4 w-4 rounded-full border border-navy data-[state=checked]:border-4 data-[state=checked]:border-gold"
              />
              {label}
            </label>
          ))}
        </RadioGroup.Root>
      </fieldset>
      <FormField {...field('name')} autoComplete="name" />
      <FormField {...field('phone')} type="tel" inputMode="numeric" autoComplete="tel" />
      <FormField {...field('email')} type="email" autoComplete="email" />
      <FormField {...field('password')}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" />}
      </FormField>
      <ConsentCheckbox text={consentTexts.signup(terms)} {...field('consent')} />
      {userType === 'User' ? (
        <>
          <FormField {...field('smsOptIn')} type="checkbox" />
          <FormField {...field('whatsappOptIn')} type="checkbox" />
        </>
      ) : null}
      {status === 'success' && message ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800">
          {message}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={status === 'submitting'}>
        {status === 'submitting' ? 'Submitting...' : 'Apply now'}
      </Button>
      {pageKey !== 'quickapply' && onSwitchToLogin ? (
        <p className="text-center text-sm">
          <button type="button" onClick={onSwitchToLogin} className="font-semibold text-navy underline">
            Already a member? Sign In
          </button>
        </p>
      ) : null}
    </form>
  );
}
