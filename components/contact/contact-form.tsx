'use client';

import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { EmailField, PhoneField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import type { ContactData, ContactPayload, Lookup } from '@/lib/contracts';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { api } from '@/lib/contracts/endpoints/site';
import { notify } from '@/lib/client/notify';
import { useLookup } from '@/lib/client/use-lookup';

// The contract (its schema and messages, and zod) loads on the first keystroke, off the page's first load.
const contract = () => import('@/lib/contracts/contact');
const resolver = lazyZodResolver(() => contract().then((m) => m.contactPayloadSchema));

const empty: ContactPayload = { name: '', email: '', phone: '', inquiryType: '', subject: '', message: '' };

/** The contact message form, validated by the same contract as the server and sent to /contact. */
export function ContactForm({ inquiryTypes: initialInquiryTypes }: { inquiryTypes: Lookup[] }) {
  const inquiryTypes = useLookup('inquiry-type', initialInquiryTypes);
  const form = useForm<ContactPayload, unknown, ContactData>({
    resolver,
    mode: 'onChange',
    defaultValues: empty,
  });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: (values: ContactData) => callEndpoint(api.contact.send, { body: values }),
    onSuccess: async () => {
      form.reset(empty);
      notify.success((await contract()).contactMessages.success);
    },
    onError: async () => notify.error((await contract()).contactMessages.failed),
  });
  const busy = mutation.isPending;

  return (
    <section
      aria-labelledby="contact-form"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="contact-form" className="text-2xl font-bold text-navy">
        Send Us a Message
      </h2>
      <form
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        noValidate
        className="mt-6 grid gap-4 sm:grid-cols-2"
      >
        <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <EmailField label="Email Address" error={errors.email?.message} {...form.register('email')} />
        <PhoneField label="Phone Number" error={errors.phone?.message} {...form.register('phone')} />
        <SelectField
          label="Inquiry Type"
          placeholder="Select inquiry type"
          options={inquiryTypes.map((t) => ({ value: t._id, label: t.name }))}
          error={errors.inquiryType?.message}
          {...form.register('inquiryType')}
        />
        <div className="sm:col-span-2">
          <TextField label="Subject" error={errors.subject?.message} {...form.register('subject')} />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField label="Message" rows={6} error={errors.message?.message} {...form.register('message')} />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" variant="secondary" className="w-full sm:w-auto" disabled={busy} aria-busy={busy}>
            {busy ? 'Sending...' : 'Send Message'}
          </Button>
        </div>
      </form>
    </section>
  );
}
