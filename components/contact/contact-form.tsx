'use client';

import { useActionState, useRef, useState, type ComponentType } from 'react';
import type { ContactPayload, Lookup } from '@/lib/contracts';
import { useLookup } from '@/lib/client/use-lookup';
import type { ContactFormTakeOver } from './contact-form-live';
import {
  ContactFormView,
  contactFieldNames,
  emptyContact,
  type ContactFieldName,
  type ContactFormState,
} from './contact-form-view';

const loadLiveForm = () => import('./contact-form-live');
type LiveForm = ComponentType<{ inquiryTypes: Lookup[]; readTakeOver: () => ContactFormTakeOver }>;

/** What is in the server-rendered form now, and where the visitor is in it. */
function readForm(form: HTMLFormElement): Omit<ContactFormTakeOver, 'submit'> {
  const data = new FormData(form);
  const values = Object.fromEntries(
    contactFieldNames.map((name) => [name, String(data.get(name) ?? '')]),
  ) as ContactPayload;
  const active = document.activeElement;
  if (!(
    active instanceof HTMLInputElement ||
    active instanceof HTMLTextAreaElement ||
    active instanceof HTMLSelectElement
  ))
    return { values };
  const name = active.name as ContactFieldName;
  if (!form.contains(active) || !contactFieldNames.includes(name)) return { values };
  const caret = active instanceof HTMLSelectElement ? null : active;
  return { values, focus: { name, start: caret?.selectionStart ?? null, end: caret?.selectionEnd ?? null } };
}

/** The server's field messages in the shape the form's view shows. */
function fieldErrors({ errors = {} }: ContactFormState) {
  return Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, { message }]));
}

/**
 * The contact form is on screen at load, but its code (react-hook-form, about 16 KB gzip) is not in
 * the page's first load: the server-rendered form takes typing at once, and the first touch, focus
 * or Send loads the code, which takes over with what was typed, the caret where it was, and a send
 * that was asked for. Without script (or Send before the page's script ran) the form posts to the
 * server (`send`, a server action), which answers this page with the outcome.
 */
export function ContactForm({
  inquiryTypes: initialInquiryTypes,
  send,
}: {
  inquiryTypes: Lookup[];
  send: (previous: ContactFormState, data: FormData) => Promise<ContactFormState>;
}) {
  const inquiryTypes = useLookup('inquiry-type', initialInquiryTypes);
  // The permalink is the form's action in the page's HTML (React would write an empty one, not valid HTML).
  const [posted, postAction] = useActionState(send, {}, '/contact');
  const formRef = useRef<HTMLFormElement>(null);
  const loading = useRef(false);
  const submitAsked = useRef(false);
  const [LiveForm, setLiveForm] = useState<LiveForm | null>(null);

  const wake = () => {
    if (loading.current) return;
    loading.current = true;
    loadLiveForm().then(
      ({ LiveContactForm }) => setLiveForm(() => LiveContactForm),
      // Lost on a dropped connection: the next touch or Send asks again; what was typed stays in the page.
      () => (loading.current = false),
    );
  };
  const readTakeOver = (): ContactFormTakeOver => ({
    ...(formRef.current ? readForm(formRef.current) : { values: emptyContact }),
    submit: submitAsked.current,
  });

  if (LiveForm) return <LiveForm inquiryTypes={inquiryTypes} readTakeOver={readTakeOver} />;
  return (
    <ContactFormView
      inquiryTypes={inquiryTypes}
      field={(name) => ({ name, defaultValue: posted.values?.[name] })}
      errors={fieldErrors(posted)}
      notice={posted.notice}
      action={postAction}
      formRef={formRef}
      onIntent={wake}
      onSubmit={(event) => {
        event.preventDefault();
        submitAsked.current = true;
        wake();
      }}
    />
  );
}
