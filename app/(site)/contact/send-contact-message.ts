'use server';

import { headers } from 'next/headers';
import type { ContactFormState } from '@/components/contact/contact-form-view';
import { contactFieldNames } from '@/components/contact/contact-form-view';
import { clientIp } from '@/lib/bff/client-ip';
import { errorBodySchema } from '@/lib/contracts/core/common';
import { contactMessages, contactPayloadSchema, type ContactPayload } from '@/lib/contracts/contact/fields';
import { api } from '@/lib/contracts/endpoints';
import { firstMessages } from '@/lib/forms/first-messages';
import { callUpstream } from '@/lib/upstream/call-upstream';

/**
 * The contact form posted without script (or before it ran): checked by the same contract as the
 * browser's, sent through the upstream like the website's API would, and answered in the page. The
 * form posts its fields in the body, so nothing the person typed reaches an address.
 */
export async function sendContactMessage(_previous: ContactFormState, data: FormData): Promise<ContactFormState> {
  const values = Object.fromEntries(
    contactFieldNames.map((name) => [name, String(data.get(name) ?? '')]),
  ) as ContactPayload;
  const parsed = contactPayloadSchema.safeParse(values);
  if (!parsed.success) return { values, errors: firstMessages(parsed.error) };

  const answer = await callUpstream(api.contact.send, { json: parsed.data, clientIp: clientIp(await headers()) });
  if (answer.ok) return { notice: { kind: 'success', text: contactMessages.success } };
  const body = errorBodySchema.safeParse(await answer.json().catch(() => null));
  return {
    values,
    errors: body.success ? body.data.errors : undefined,
    notice: { kind: 'error', text: contactMessages.failed },
  };
}
