import type { z } from 'zod';
import { employerProfileRules, profileFields } from '@/lib/contracts';
import { defineFormOf } from '@/lib/forms/define-form';

/** The profile form: profileFields under their form names (the picture is uploaded on its own, beside it). */
export const profileForm = defineFormOf(profileFields);

/** Employers' form: the same fields, the company ones required. */
export const employerProfileForm = defineFormOf(profileFields, {
  companyName: { rule: employerProfileRules.companyName },
  businessType: { rule: employerProfileRules.businessType },
});

export type ProfileFormValues = z.input<typeof profileForm.schema>;
