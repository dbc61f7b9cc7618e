'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints/site';
import { notify } from '@/lib/client/notify';
import { bindFields } from '@/lib/forms/bind-fields';
import { forgotPasswordForm } from './forgot-password-form-schema';

export function ForgotPasswordForm() {
  const router = useRouter();
  const form = useForm({ resolver: zodResolver(forgotPasswordForm.schema), defaultValues: { email: '' } });
  const field = bindFields(form, forgotPasswordForm.labels);

  const submit = form.handleSubmit(async (values) => {
    try {
      await callEndpoint(api.auth.forgotPassword, { body: forgotPasswordForm.toPayload(values) });
      notify.success('If the email is registered, a password reset link has been sent.');
      router.push('/home');
    } catch (err) {
      if (err instanceof ApiError && err.message) notify.error(err.message);
      notify.error('Please enter valid email address');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField {...field('email')} type="email" autoComplete="email" />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        Send Reset Link
      </Button>
    </form>
  );
}
