import type { ContactPayload } from '@contracts/contact/fields';

/** A valid contact-form message, with the inquiry type given and any field replaced. */
export function contactMessage(inquiryType: string, overrides: Partial<ContactPayload> = {}): ContactPayload {
  return {
    name: 'Ana Reyes',
    email: 'ana@example.com',
    phone: '639171234567',
    inquiryType,
    subject: 'Documents for my visa',
    message: 'Hello, which documents do I need for the medical exam?',
    ...overrides,
  };
}
