import { describe, expect, it } from 'vitest';
import { inquiryPayloadSchema } from '@/lib/contracts';
import {
  emptyInquiryForm,
  inquiryForm,
  inquiryFormSchema,
  toInquiryPayload,
  type InquiryFormInput,
} from './inquiry-form-schema';

const id = (n: number) => `6f1c2a0e-8d7b-4c1e-9a55-3b2f4d6e8a1${n}`;
const valid: InquiryFormInput = {
  company_name: 'Palm Resort LLC',
  contact_person: 'Ahmed Ali',
  email: 'hr@palm.example',
  phone: '971501234567',
  company_type: id(1),
  positions_needed: [id(2), id(3)],
  number_of_positions: 4,
  location: id(4),
  urgency: id(5),
  budget_range: id(6),
  additional_requirements: '',
};

function messages(input: Partial<InquiryFormInput>) {
  const result = inquiryFormSchema.safeParse({ ...valid, ...input });
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[String(issue.path[0])] ??= issue.message;
  return first;
}

describe('the inquiry form schema', () => {
  it('accepts a complete inquiry', () => {
    expect(messages({})).toEqual({});
  });

  it('names every missing required field with the spec message', () => {
    expect(messages(emptyInquiryForm)).toEqual({
      company_name: 'Company name is required',
      contact_person: 'Contact person is required',
      email: 'Email is required',
      phone: 'Phone is required',
      company_type: 'Company type is required',
      positions_needed: 'Please select at least one position',
      location: 'Location is required',
      urgency: 'Urgency is required',
      budget_range: 'Budget range is required',
    });
  });

  it('explains badly formed values', () => {
    expect(
      messages({
        company_name: 'P',
        contact_person: 'A'.repeat(51),
        email: 'hr at palm',
        number_of_positions: Number.NaN,
        additional_requirements: 'x'.repeat(2001),
      }),
    ).toEqual({
      company_name: 'Company name must have at least 2 characters',
      contact_person: 'Contact person should be less than 50 characters',
      email: 'Please enter a valid email address',
      number_of_positions: 'Number of positions must be a number',
      additional_requirements: 'Additional requirements should be less than 2000 characters',
    });
    expect(messages({ number_of_positions: 0 })).toEqual({ number_of_positions: 'At least 1 position is required' });
  });
});

describe('the inquiry payload', () => {
  it('renames the form fields to the contract keys', () => {
    expect(toInquiryPayload(inquiryFormSchema.parse(valid))).toEqual({
      companyName: 'Palm Resort LLC',
      contactPerson: 'Ahmed Ali',
      email: 'hr@palm.example',
      phone: '971501234567',
      businessType: id(1),
      positions: [id(2), id(3)],
      totalPositions: 4,
      location: id(4),
      hiringUrgency: id(5),
      salaryBudget: id(6),
      notes: '',
    });
  });

  it('passes what it sends through the contract the server checks', () => {
    expect(inquiryPayloadSchema.safeParse(toInquiryPayload(inquiryFormSchema.parse(valid))).success).toBe(true);
  });

  it("puts the server's field errors on the form's fields", () => {
    expect(
      inquiryForm.fromServerErrors({
        companyName: 'Company name is required',
        businessType: 'Company type is required',
        totalPositions: 'Number of positions seems too high',
        notes: 'Additional requirements should be less than 2000 characters',
        somethingElse: 'dropped',
      }),
    ).toEqual({
      company_name: 'Company name is required',
      company_type: 'Company type is required',
      number_of_positions: 'Number of positions seems too high',
      additional_requirements: 'Additional requirements should be less than 2000 characters',
    });
  });

  it('has a field for every key of the contract', () => {
    const keys = Object.keys(inquiryPayloadSchema.shape);
    expect(keys.filter((key) => !inquiryForm.fieldOf(key))).toEqual([]);
  });
});
