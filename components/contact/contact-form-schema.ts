import { contactPayloadSchema } from '@/lib/contracts/contact';
import { defineForm } from '@/lib/forms/define-form';
import { contactLabels } from './contact-form-view';

const payload = contactPayloadSchema.shape;

/** The contact message form (POST /contact), loaded with zod on its first validation (contact-form-live.tsx). */
export const contactForm = defineForm({
  name: { key: 'name', label: contactLabels.name, rule: payload.name },
  email: { key: 'email', label: contactLabels.email, rule: payload.email },
  phone: { key: 'phone', label: contactLabels.phone, rule: payload.phone },
  inquiryType: { key: 'inquiryType', label: contactLabels.inquiryType, rule: payload.inquiryType },
  subject: { key: 'subject', label: contactLabels.subject, rule: payload.subject },
  message: { key: 'message', label: contactLabels.message, rule: payload.message },
});
