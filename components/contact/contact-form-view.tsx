import type { FormEventHandler, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import type { ContactPayload, Lookup } from '@/lib/contracts';

export type ContactFieldName = keyof ContactPayload;

/** The form with nothing typed; its keys are the form's fields. Here, not in the contract, which brings zod. */
export const emptyContact: ContactPayload = {
  name: '',
  email: '',
  phone: '',
  inquiryType: '',
  subject: '',
  message: '',
};

export const contactFieldNames = Object.keys(emptyContact) as ContactFieldName[];

/** The fields' labels, here for the server-rendered form; contact-form-schema.ts declares the form with them. */
export const contactLabels: Record<ContactFieldName, string> = {
  name: 'Full Name',
  email: 'Email Address',
  phone: 'Phone Number',
  inquiryType: 'Inquiry Type',
  subject: 'Subject',
  message: 'Message',
};

/**
 * What the server put back in the page after a form posted without script (send-contact-message.ts):
 * the spec's success or failure text, and after a refusal what was typed with each field's message.
 */
export interface ContactFormState {
  notice?: { kind: 'success' | 'error'; text: string };
  values?: ContactPayload;
  errors?: Partial<Record<ContactFieldName, string>>;
}

/** Posts the form to the server: what the form does before (or without) its script. */
export type ContactFormAction = (data: FormData) => void;

/**
 * What each input receives: react-hook-form's `register`, or before its code has loaded a plain name
 * and what the server put back after a post without script.
 */
export type ContactFieldProps = (
  name: ContactFieldName,
) => UseFormRegisterReturn<ContactFieldName> | { name: ContactFieldName; defaultValue?: string };

interface ContactFormViewProps {
  inquiryTypes: Lookup[];
  field: ContactFieldProps;
  errors?: Partial<Record<ContactFieldName, { message?: string }>>;
  busy?: boolean;
  formRef?: Ref<HTMLFormElement>;
  /** The server's way, taken when no script handles Send (onSubmit prevents it otherwise). */
  action?: ContactFormAction;
  /** The spec's success or failure text, said in the page (the form posted without script has no toasts). */
  notice?: ContactFormState['notice'];
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The first touch, click or key in the form (the page then loads the form's code). */
  onIntent?: () => void;
}

/** The contact form's markup, one for both states of the form (contact-form.tsx). */
export function ContactFormView({
  inquiryTypes,
  field,
  errors = {},
  busy,
  formRef,
  action,
  notice,
  onSubmit,
  onIntent,
}: ContactFormViewProps) {
  const bind = (name: ContactFieldName) => ({
    label: contactLabels[name],
    error: errors[name]?.message,
    ...field(name),
  });
  return (
    <section
      aria-labelledby="contact-form"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="contact-form" className="text-2xl font-bold text-navy">
        Send Us a Message
      </h2>
      {notice ? (
        <p
          role={notice.kind === 'success' ? 'status' : 'alert'}
          className={`mt-4 rounded-md p-3 text-sm ${notice.kind === 'success' ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-700'}`}
        >
          {notice.text}
        </p>
      ) : null}
      <form
        ref={formRef}
        action={action}
        onSubmit={onSubmit}
        onFocus={onIntent}
        onPointerDown={onIntent}
        noValidate
        className="mt-6 grid gap-4 sm:grid-cols-2"
      >
        <FormField {...bind('name')} autoComplete="name" />
        <FormField {...bind('email')} type="email" autoComplete="email" />
        <FormField {...bind('phone')} type="tel" inputMode="numeric" autoComplete="tel" />
        <FormField
          {...bind('inquiryType')}
          as="select"
          placeholder="Select inquiry type"
          options={inquiryTypes.map((t) => ({ value: t._id, label: t.name }))}
        />
        <div className="sm:col-span-2">
          <FormField {...bind('subject')} />
        </div>
        <div className="sm:col-span-2">
          <FormField {...bind('message')} as="textarea" rows={6} />
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
