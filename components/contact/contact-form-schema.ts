import { contactPayloadSchema } from '@/lib/contracts/contact/fields';
import { contractFields } from '@/lib/forms/contract-fields';
import { defineForm } from '@/lib/forms/define-form';
import { contactLabels } from './contact-form-view';

/** The contact message form (POST /contact), loaded with zod on its first validation (contact-form-live.tsx). */
export const contactForm = defineForm(contractFields(contactPayloadSchema.shape, contactLabels));
