import { z } from 'zod';
import { companyNameField, emailField, idField, phoneField, requiredText } from './fields';

export const inquiryMessages = {
  invalid: 'Please fix the highlighted errors.',
  failed: 'Failed to submit inquiry. Please try again.',
  success: 'Employer inquiry submitted successfully!',
} as const;

/** The body of POST /employer-inquiry/submit. */
export const inquiryPayloadSchema = z.object({
  companyName: companyNameField,
  businessType: idField('Company type is required'),
  positions: z
    .array(z.string().trim().uuid('Please select at least one position'), {
      error: 'Please select at least one position',
    })
    .min(1, 'Please select at least one position')
    .max(50, 'Please select at most 50 positions'),
  contactPerson: requiredText('Contact person is required', {
    min: [2, 'Contact person must have at least 2 characters'],
    max: [50, 'Contact person should be less than 50 characters'],
  }),
  email: emailField,
  phone: phoneField('Phone is required'),
  location: idField('Location is required'),
  notes: z
    .string()
    .trim()
    .max(2000, 'Additional requirements should be less than 2000 characters')
    .optional()
    .default(''),
  totalPositions: z
    .number({ error: 'Number of positions must be a number' })
    .int('Number of positions must be a number')
    .min(1, 'At least 1 position is required')
    .max(10000, 'Number of positions seems too high')
    .default(1),
  hiringUrgency: idField('Urgency is required'),
  salaryBudget: idField('Budget range is required'),
});

export type InquiryPayload = z.input<typeof inquiryPayloadSchema>;
export type InquiryData = z.infer<typeof inquiryPayloadSchema>;
