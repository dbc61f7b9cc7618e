'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { SiteLink } from '@/components/ui/site-link';
import { usePathname, useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { notify } from '@/lib/client/notify';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/client/api-fetch';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints/site';
import { currentUserKey } from '@/lib/client/use-current-user';
import { PasswordInput } from '@/components/ui/password-input';
import { bindFields } from '@/lib/forms/bind-fields';
import { loginForm } from './login-form-schema';

export function LoginForm({ onSwitchToSignup, onSuccess }: { onSwitchToSignup: () => void; onSuccess: () => void }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const pathname = usePathname();
  const form = useForm({
    resolver: zodResolver(loginForm.schema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const field = bindFields(form, loginForm.labels);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await callEndpoint(api.auth.login, { body: loginForm.toPayload(values) });
      // A staff account's second factor is asked at the back office's own sign-in page.
      if ('secondFactor' in answer) return notify.error('Agency staff sign in at /admin.', 3000);
      const { data } = answer;
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
      <FormField {...field('email')} type="email" autoComplete="email" />
      <FormField {...field('password')}>
        {(control) => <PasswordInput {...control} autoComplete="current-password" />}
      </FormField>
      <div className="text-right">
        <SiteLink href="/forgot-password" className="text-sm font-medium text-navy underline">
          Forgot password?
        </SiteLink>
      </div>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Loggining...' : 'Login'}
      </Button>
      <p className="text-center text-sm">
        <button type="button" onClick={onSwitchToSignup} className="font-semibold text-navy underline">
          Not a member? Sign Up
        </button>
      </p>
    </form>
  );
}
