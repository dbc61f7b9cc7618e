import { secondFactorCodeField } from '@/lib/contracts/staff-auth/second-factor';
import { contractFields } from '@/lib/forms/contract-fields';
import { defineForm } from '@/lib/forms/define-form';

/** A second factor typed in: a code from the authenticator app, or a recovery code. */
export const codeForm = defineForm(contractFields({ code: secondFactorCodeField }, { code: 'Authentication code' }));
