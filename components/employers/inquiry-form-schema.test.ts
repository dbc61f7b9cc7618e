import { describe, expect, it } from 'vitest';
import { emptyInquiryForm, inquiryFormSchema, type InquiryFormInput } from './inquiry-form-schema';

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
