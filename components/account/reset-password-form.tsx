'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordInput } from '@/components/ui/password-input';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints/site';
import { notify } from '@/lib/client/notify';
import { bindFields } from '@/lib/forms/bind-fields';
import { resetPasswordForm, resetPasswordFormSchema } from './reset-password-form-schema';

export function ResetPasswordForm({ resetToken }: { resetToken: string }) {
  const router = useRouter();
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const field = bindFields(form, resetPasswordForm.labels);

  // Form errors clear after 7 seconds.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const timer = setTimeout(() => form.clearErrors(), 7000);
    return () => clearTimeout(timer);
  }, [errors, form]);

  const submit = form.handleSubmit(async (values) => {
    const { newPassword } = resetPasswordForm.toPayload(values);
    try {
      await callEndpoint(api.auth.resetPassword, { params: { resetToken }, body: { newPassword } });
      notify.success('Password reset successful! Redirecting to login...');
      setTimeout(() => router.push('/'), 2000);
    } catch (err) {
      notify.error(errorMessage(err, 'Password reset failed'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField {...field('newPassword')}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" />}
      </FormField>
      <FormField {...field('confirmPassword')}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" />}
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        Change Password
      </Button>
    </form>
  );
}
