import { z } from 'zod';
import { inquiryPayloadSchema, type InquiryPayload } from '@/lib/contracts';

const payload = inquiryPayloadSchema.shape;

/**
 * The inquiry form's fields, under the spec's form names, each validated by the payload's own rule
 * (same messages as the server). `toInquiryPayload` renames them to the body of the submit call.
 */
export const inquiryFormSchema = z.object({
  company_name: payload.companyName,
  contact_person: payload.contactPerson,
  email: payload.email,
  phone: payload.phone,
  company_type: payload.businessType,
  positions_needed: payload.positions,
  number_of_positions: payload.totalPositions,
  location: payload.location,
  urgency: payload.hiringUrgency,
  budget_range: payload.salaryBudget,
  additional_requirements: payload.notes,
});

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

export function toInquiryPayload(values: InquiryFormValues): InquiryPayload {
  return {
    companyName: values.company_name,
    businessType: values.company_type,
    positions: values.positions_needed,
    contactPerson: values.contact_person,
    email: values.email,
    phone: values.phone,
    location: values.location,
    notes: values.additional_requirements,
    totalPositions: values.number_of_positions,
    hiringUrgency: values.urgency,
    salaryBudget: values.budget_range,
  };
}
