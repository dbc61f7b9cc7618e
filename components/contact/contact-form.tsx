'use client';

import { useRef, useState, type ComponentType } from 'react';
import type { ContactPayload, Lookup } from '@/lib/contracts';
import { useLookup } from '@/lib/client/use-lookup';
import type { ContactFormTakeOver } from './contact-form-live';
import { ContactFormView, contactFieldNames, emptyContact, type ContactFieldName } from './contact-form-view';

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

/**
 * The contact form is on screen at load, but its code (react-hook-form, about 16 KB gzip) is not in
 * the page's first load: the server-rendered form takes typing at once, and the first touch, focus
 * or Send loads the code, which takes over with what was typed, the caret where it was, and a send
 * that was asked for.
 */
export function ContactForm({ inquiryTypes: initialInquiryTypes }: { inquiryTypes: Lookup[] }) {
  const inquiryTypes = useLookup('inquiry-type', initialInquiryTypes);
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
      field={(name) => ({ name })}
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
