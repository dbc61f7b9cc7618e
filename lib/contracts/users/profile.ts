import { z } from 'zod';
import { userSchema } from '../auth/accounts';
import { envelope } from '../core/common';
import { defineFields } from '../core/define-fields';
import { companyNameField, fullNameField, phoneField, requiredText } from '../core/fields';

/**
 * The profile's fields, declared once (define-fields.ts): payload rule and message, the form's label,
 * its column. The form names are the payload keys. The picture is uploaded on its own, beside the form.
 */
export const profileFields = defineFields({
  name: { kind: 'text', rule: fullNameField, label: 'Full Name', form: 'name' },
  phone: { kind: 'phone', rule: phoneField('Phone is required'), label: 'Phone', form: 'phone' },
  country: {
    kind: 'text',
    rule: requiredText('Country is required', { max: [80, 'Country is too long'] }),
    label: 'Country',
    form: 'country',
  },
  /** An uploaded image's path, or null to remove the picture. */
  image: {
    kind: 'file',
    rule: z.string().trim().min(1).max(200).nullable().optional(),
    label: 'Profile picture',
  },
  companyName: {
    kind: 'text',
    rule: z.string().trim().max(100, 'Company name should be less than 100 characters').optional(),
    label: 'Company Name',
    form: 'companyName',
  },
  businessType: {
    kind: 'reference',
    rule: z.string().trim().nullable().optional(),
    label: 'Business Type',
    form: 'businessType',
    column: 'businessTypeId',
  },
});

/** The body of PUT /user/update-profile; candidates' company fields are ignored. */
export const profileUpdateSchema = profileFields.schema;

/** Employers must give their company name and business type: their fields' rules instead. */
export const employerProfileRules = {
  companyName: companyNameField,
  businessType: z.string({ error: 'Business type is required' }).trim().uuid('Business type is required'),
};

export const profileImageRules = {
  maxBytes: 5 * 1024 * 1024,
  // HEIC: iPhones' photos (stored as WebP like the others).
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heic', 'image/heif'],
  typeMessage: 'Only image files are allowed.',
  sizeMessage: 'File too large. Maximum size is 5MB.',
} as const;

/** The answer of PUT /user/update-profile: the user as saved, and a confirmation. */
export const profileUpdateResponseSchema = envelope(userSchema).extend({ message: z.string().min(1) });

export type ProfileUpdatePayload = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateData = z.infer<typeof profileUpdateSchema>;
