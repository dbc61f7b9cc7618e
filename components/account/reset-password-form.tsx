'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PasswordInput } from '@/components/ui/password-input';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { resetPasswordSchema } from '@/lib/contracts';
import { errorMessage } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints/site';
import { notify } from '@/lib/client/notify';

const formSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });
type FormValues = z.infer<typeof formSchema>;

export function ResetPasswordForm({ resetToken }: { resetToken: string }) {
  const router = useRouter();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  // Form errors clear after 7 seconds.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const timer = setTimeout(() => form.clearErrors(), 7000);
    return () => clearTimeout(timer);
  }, [errors, form]);

  const submit = form.handleSubmit(async ({ newPassword }) => {
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
      <Field label="New Password" error={errors.newPassword?.message}>
        {(field) => <PasswordInput {...field} autoComplete="new-password" {...form.register('newPassword')} />}
      </Field>
      <Field label="Confirm Password" error={errors.confirmPassword?.message}>
        {(field) => <PasswordInput {...field} autoComplete="new-password" {...form.register('confirmPassword')} />}
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        Change Password
      </Button>
    </form>
  );
}
