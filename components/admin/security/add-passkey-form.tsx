'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints';
import { bindFields } from '@/lib/forms/bind-fields';
import { createPasskey } from '../sign-in/passkey-ceremonies';
import { useAdminMutation } from '../use-admin';
import { addPasskeyForm } from './add-passkey-form-schema';

/** Registers a passkey on this device (the browser asks for the fingerprint, face or PIN). */
export function AddPasskeyForm() {
  const form = useForm({ resolver: zodResolver(addPasskeyForm.schema), defaultValues: addPasskeyForm.empty });
  const field = bindFields(form, addPasskeyForm.labels);
  const { passkeyRegistrationOptions, registerPasskey } = api.adminSecurity;
  const add = useAdminMutation(async (name: string) => {
    const { data: options } = await callEndpoint(passkeyRegistrationOptions);
    const passkey = await createPasskey(options);
    return callEndpoint(registerPasskey, { body: { name, passkey } });
  }, 'Passkey added. You can use it to sign in.');

  const onSubmit = form.handleSubmit(async (values) => {
    await add.mutateAsync(addPasskeyForm.toPayload(values).name).then(
      () => form.reset(addPasskeyForm.empty),
      () => undefined,
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <div className="min-w-60 flex-1">
        <FormField {...field('name')} placeholder="Work laptop" />
      </div>
      <Button type="submit" variant="outline" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Waiting for the passkey…' : 'Add a passkey'}
      </Button>
    </form>
  );
}
