'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/client/api-fetch';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { bindFields } from '@/lib/forms/bind-fields';
import { codeForm } from './code-form-schema';

/**
 * One code to type: from the authenticator app (or, where `recovery`, a recovery code). `send` makes
 * the call; its field error shows under the input, any other failure above the button.
 */
export function CodeForm({
  send,
  submitLabel,
  hint = 'The 6-digit code your authenticator app shows now, or one of your recovery codes.',
}: {
  send: (code: string) => Promise<unknown>;
  submitLabel: string;
  hint?: string;
}) {
  const [failure, setFailure] = useState<string>();
  const form = useForm({ resolver: zodResolver(codeForm.schema), defaultValues: codeForm.empty });
  const field = bindFields(form, codeForm.labels);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await send(codeForm.toPayload(values).code);
    } catch (err) {
      applyServerErrors(form, err);
      if (!form.formState.errors.code) setFailure(errorMessage(err, 'That did not work. Please try again.'));
      form.resetField('code', { keepError: true });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <p className="text-sm text-slate-600">{hint}</p>
      <FormField {...field('code')} autoComplete="one-time-code" inputMode="text" spellCheck={false} />
      <FormError message={failure} />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Checking…' : submitLabel}
      </Button>
    </form>
  );
}
