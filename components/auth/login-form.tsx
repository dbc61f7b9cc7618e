'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { SiteLink } from '@/components/ui/site-link';
import { usePathname, useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { notify } from '@/lib/client/notify';
import { Button } from '@/components/ui/button';
import { EmailField, Field } from '@/components/ui/field';
import { loginSchema, type LoginPayload } from '@/lib/contracts';
import { ApiError } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints/site';
import { currentUserKey } from '@/lib/client/use-current-user';
import { PasswordInput } from '@/components/ui/password-input';

export function LoginForm({ onSwitchToSignup, onSuccess }: { onSwitchToSignup: () => void; onSuccess: () => void }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const pathname = usePathname();
  const form = useForm<LoginPayload>({
    resolver: zodResolver(loginSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { data } = await callEndpoint(api.auth.login, { body: values });
      queryClient.setQueryData(currentUserKey, data);
      onSuccess();
      // Stay on the current path, replacing the history entry.
      router.replace(pathname);
      router.refresh();
      notify.success('Login Successfully', 1000);
    } catch (err) {
      if (err instanceof ApiError && err.message) notify.error(err.message, 1000);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <EmailField label="Email Address" error={errors.email?.message} {...form.register('email')} />
      <Field label="Password" error={errors.password?.message}>
        {(field) => <PasswordInput {...field} autoComplete="current-password" {...form.register('password')} />}
      </Field>
      <div className="text-right">
        <SiteLink href="/forgot-password" className="text-sm font-medium text-navy underline">
          Forgot password?
        </SiteLink>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Loggining...' : 'Login'}
      </Button>
      <p className="text-center text-sm">
        <button type="button" onClick={onSwitchToSignup} className="font-semibold text-navy underline">
          Not a member? Sign Up
        </button>
      </p>
    </form>
  );
}
