import { passkeyRegistrationSchema } from '@/lib/contracts/staff-auth/second-factor';
import { contractFields } from '@/lib/forms/contract-fields';
import { defineForm } from '@/lib/forms/define-form';

/** A new passkey's name (the device it is on); the passkey itself comes from the browser. */
export const addPasskeyForm = defineForm(contractFields(passkeyRegistrationSchema.shape, { name: 'Passkey name' }));
