'use client';

import { useMutation } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ContactData, ContactPayload, Lookup } from '@/lib/contracts';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import { notify } from '@/lib/client/notify';
import { api } from '@/lib/contracts/endpoints/site';
import { ContactFormView, emptyContact, type ContactFieldName } from './contact-form-view';

// The form's declaration and the contract (their rules and messages, and zod) load on the first validation.
const contract = () => import('@/lib/contracts/contact/fields');
const declaration = () => import('./contact-form-schema').then((m) => m.contactForm);
const resolver = lazyZodResolver(() => declaration().then((form) => form.schema));

export interface ContactFormTakeOver {
  /** What the visitor typed before this code arrived. */
  values: ContactPayload;
  /** The field they were in, and where the caret was, to put them back there. */
  focus?: { name: ContactFieldName; start: number | null; end: number | null };
  /** They pressed Send Message before this code arrived: send once it is here. */
  submit: boolean;
}

/** The contact message form, validated by the same contract as the server and sent to /contact. */
export function LiveContactForm({
  inquiryTypes,
  readTakeOver,
}: {
  inquiryTypes: Lookup[];
  /**
   * Read during this form's first render, while the server-rendered form is still in the page: that
   * render and its commit run in one task, so no keystroke can fall between the reading and this form.
   */
  readTakeOver: () => ContactFormTakeOver;
}) {
  const [takeOver] = useState(readTakeOver);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ContactPayload, unknown, ContactData>({
    resolver,
    mode: 'onChange',
    defaultValues: takeOver.values,
  });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: async (values: ContactData) =>
      callEndpoint(api.contact.send, { body: (await declaration()).toPayload(values) }),
    onSuccess: async () => {
      form.reset(emptyContact);
      notify.success((await contract()).contactMessages.success);
    },
    onError: async () => notify.error((await contract()).contactMessages.failed),
  });

  // Before the browser handles another event: the visitor goes on typing where they were.
  useLayoutEffect(() => {
    const { focus } = takeOver;
    const element = focus ? formRef.current?.elements.namedItem(focus.name) : null;
    if (focus && (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
      element.focus();
      if (focus.start !== null) element.setSelectionRange(focus.start, focus.end);
    } else if (element instanceof HTMLSelectElement) element.focus();
  }, [takeOver]);

  useEffect(() => {
    if (takeOver.submit) formRef.current?.requestSubmit();
  }, [takeOver]);

  return (
    <ContactFormView
      inquiryTypes={inquiryTypes}
      field={form.register}
      errors={errors}
      busy={mutation.isPending}
      formRef={formRef}
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    />
  );
}
