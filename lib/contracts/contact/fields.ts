import { z } from 'zod';
import { emailField, idField, phoneField, requiredText } from '../core/fields';

export const contactMessages = {
  failed: 'There was an error sending your message. Please try again.',
  success: 'Message sent successfully! Our team will respond within 24 hours.',
} as const;

/** The body of POST /contact (careers-pages-profile §5 gives rules but no messages; these are ours). */
export const contactPayloadSchema = z.object({
  name: requiredText('Name is required', {
    min: [2, 'Name must be at least 2 characters'],
    max: [100, 'Name should not exceed 100 characters'],
  }),
  email: emailField,
  phone: phoneField('Phone is required'),
  inquiryType: idField('Please choose an inquiry type'),
  subject: requiredText('Subject is required', { max: [200, 'Subject should not exceed 200 characters'] }),
  message: requiredText('Message is required', {
    max: [5000, 'Message should not exceed 5000 characters'],
    multiline: true,
  }),
});

export type ContactPayload = z.input<typeof contactPayloadSchema>;
export type ContactData = z.output<typeof contactPayloadSchema>;
