import { z } from 'zod';
import { userSchema } from './auth';
import { envelope } from './common';
import { companyNameField, fullNameField, phoneField, requiredText } from './fields';

const profileBase = z.object({
  name: fullNameField,
  phone: phoneField('Phone is required'),
  country: requiredText('Country is required', { max: [80, 'Country is too long'] }),
  /** An uploaded image's path, or null to remove the picture. */
  image: z.string().trim().min(1).max(200).nullable().optional(),
  companyName: z.string().trim().max(100, 'Company name should be less than 100 characters').optional(),
  businessType: z.string().trim().nullable().optional(),
});

/** Candidates: company fields are ignored. */
export const profileUpdateSchema = profileBase;

/** Employers must give their company name and business type. */
export const employerProfileUpdateSchema = profileBase.extend({
  companyName: companyNameField,
  businessType: z.string({ error: 'Business type is required' }).trim().uuid('Business type is required'),
});

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
