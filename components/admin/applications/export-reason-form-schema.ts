import { exportReasonField } from '@/lib/contracts/access-records/record';
import { contractFields } from '@/lib/forms/contract-fields';
import { defineForm } from '@/lib/forms/define-form';

/** Why staff export applications: asked before each CSV download, recorded with it. */
export const exportReasonForm = defineForm(
  contractFields({ reason: exportReasonField }, { reason: 'Reason for this export' }),
);
