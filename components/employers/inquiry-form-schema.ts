import type { z } from 'zod';
import { inquiryFields, type InquiryPayload } from '@/lib/contracts';
import { defineFormOf } from '@/lib/forms/define-form';

/**
 * The inquiry form: inquiryFields under the spec's form names (careers-pages-profile §5 "Validation
 * rules"), each validated by its payload rule (same messages as the server).
 */
export const inquiryForm = defineFormOf(inquiryFields);

export const inquiryFormSchema = inquiryForm.schema;
export type InquiryFormInput = z.input<typeof inquiryFormSchema>;
export type InquiryFormValues = z.output<typeof inquiryFormSchema>;

export const emptyInquiryForm: InquiryFormInput = inquiryForm.empty;

export const toInquiryPayload = (values: InquiryFormValues): InquiryPayload => inquiryForm.toPayload(values);
