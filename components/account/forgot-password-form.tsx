'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/field';
import { forgotPasswordSchema } from '@/lib/contracts';
import { ApiError } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints/site';
import { notify } from '@/lib/client/notify';

export function ForgotPasswordForm() {
  const router = useRouter();
  const form = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await callEndpoint(api.auth.forgotPassword, { body: values });
      notify.success('If the email is registered, a password reset link has been sent.');
      router.push('/home');
    } catch (err) {
      if (err instanceof ApiError && err.message) notify.error(err.message);
      notify.error('Please enter valid email address');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <EmailField label="Email Address" error={errors.email?.message} {...form.register('email')} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        Send Reset Link
      </Button>
    </form>
  );
}
