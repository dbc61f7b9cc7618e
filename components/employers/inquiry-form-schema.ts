import type { z } from 'zod';
import { inquiryPayloadSchema, type InquiryPayload } from '@/lib/contracts';
import { defineForm } from '@/lib/forms/define-form';

const payload = inquiryPayloadSchema.shape;

/**
 * The inquiry form's fields under the spec's form names (careers-pages-profile §5 "Validation rules"), each filling a key of the submit call's
 * body and validated by that key's own rule (same messages as the server).
 */
export const inquiryForm = defineForm({
  company_name: { key: 'companyName', label: 'Company Name', rule: payload.companyName },
  contact_person: { key: 'contactPerson', label: 'Contact Person', rule: payload.contactPerson },
  email: { key: 'email', label: 'Email', rule: payload.email },
  phone: { key: 'phone', label: 'Phone', rule: payload.phone },
  company_type: { key: 'businessType', label: 'Company Type', rule: payload.businessType },
  positions_needed: { key: 'positions', label: 'Positions Needed', rule: payload.positions },
  number_of_positions: { key: 'totalPositions', label: 'Number of Positions', rule: payload.totalPositions },
  location: { key: 'location', label: 'Preferred Location', rule: payload.location },
  urgency: { key: 'hiringUrgency', label: 'Hiring Urgency', rule: payload.hiringUrgency },
  budget_range: { key: 'salaryBudget', label: 'Budget Range (AED)', rule: payload.salaryBudget },
  additional_requirements: { key: 'notes', label: 'Additional Requirements (optional)', rule: payload.notes },
});

export const inquiryFormSchema = inquiryForm.schema;
export type InquiryFormInput = z.input<typeof inquiryFormSchema>;
export type InquiryFormValues = z.output<typeof inquiryFormSchema>;

export const emptyInquiryForm: InquiryFormInput = {
  company_name: '',
  contact_person: '',
  email: '',
  phone: '',
  company_type: '',
  positions_needed: [],
  number_of_positions: 1,
  location: '',
  urgency: '',
  budget_range: '',
  additional_requirements: '',
};

export const toInquiryPayload = (values: InquiryFormValues): InquiryPayload => inquiryForm.toPayload(values);
