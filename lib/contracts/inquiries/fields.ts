import { z } from 'zod';
import { defineFields } from '../core/define-fields';
import { companyNameField, emailField, idField, phoneField, requiredText } from '../core/fields';

export const inquiryMessages = {
  invalid: 'Please fix the highlighted errors.',
  failed: 'Failed to submit inquiry. Please try again.',
  success: 'Employer inquiry submitted successfully!',
} as const;

/**
 * The inquiry's fields, declared once (define-fields.ts): payload rule and message, the form's label
 * and the spec's form name (careers-pages-profile §5), the staff page's label, its column, what erasure
 * removes. In the form's order (the staff page's too). Erasure keeps the company's request for
 * statistics and blanks the contact person's details.
 */
export const inquiryFields = defineFields({
  companyName: { kind: 'text', rule: companyNameField, label: 'Company Name', form: 'company_name', staff: 'Company' },
  contactPerson: {
    kind: 'text',
    rule: requiredText('Contact person is required', {
      min: [2, 'Contact person must have at least 2 characters'],
      max: [50, 'Contact person should be less than 50 characters'],
    }),
    label: 'Contact Person',
    form: 'contact_person',
    staff: 'Contact person',
    personal: true,
  },
  email: { kind: 'email', rule: emailField, label: 'Email', form: 'email', staff: 'Email', personal: true },
  phone: {
    kind: 'phone',
    rule: phoneField('Phone is required'),
    label: 'Phone',
    form: 'phone',
    staff: 'Phone',
    personal: true,
  },
  businessType: {
    kind: 'reference',
    rule: idField('Company type is required'),
    label: 'Company Type',
    form: 'company_type',
    staff: 'Business type',
    column: 'businessTypeId',
  },
  /** The positions asked for: kept in employer_inquiry_positions, not on the row. */
  positions: {
    kind: 'references',
    rule: z
      .array(z.string().trim().uuid('Please select at least one position'), {
        error: 'Please select at least one position',
      })
      .min(1, 'Please select at least one position')
      .max(50, 'Please select at most 50 positions'),
    label: 'Positions Needed',
    form: 'positions_needed',
    staff: 'Positions',
    column: false,
    empty: [],
  },
  totalPositions: {
    kind: 'number',
    rule: z
      .number({ error: 'Number of positions must be a number' })
      .int('Number of positions must be a number')
      .min(1, 'At least 1 position is required')
      .max(10000, 'Number of positions seems too high')
      .default(1),
    label: 'Number of Positions',
    form: 'number_of_positions',
    staff: 'Total positions',
    empty: 1,
  },
  location: {
    kind: 'reference',
    rule: idField('Location is required'),
    label: 'Preferred Location',
    form: 'location',
    staff: 'Location',
    column: 'locationId',
  },
  hiringUrgency: {
    kind: 'reference',
    rule: idField('Urgency is required'),
    label: 'Hiring Urgency',
    form: 'urgency',
    staff: 'Hiring urgency',
    column: 'hiringUrgencyId',
  },
  salaryBudget: {
    kind: 'reference',
    rule: idField('Budget range is required'),
    label: 'Budget Range (AED)',
    form: 'budget_range',
    staff: 'Salary budget',
    column: 'salaryBudgetId',
  },
  notes: {
    kind: 'text',
    rule: z
      .string()
      .trim()
      .max(2000, 'Additional requirements should be less than 2000 characters')
      .optional()
      .default(''),
    label: 'Additional Requirements (optional)',
    form: 'additional_requirements',
    staff: 'Notes from the employer',
    personal: true,
  },
});

/** The body of POST /employer-inquiry/submit. */
export const inquiryPayloadSchema = inquiryFields.schema;

export type InquiryPayload = z.input<typeof inquiryPayloadSchema>;
export type InquiryData = z.infer<typeof inquiryPayloadSchema>;
