import type { ReactNode } from 'react';
import type { AdminApplicationDetail } from '@/lib/contracts/applications/staff';
import type { StaffField } from '@/lib/contracts/core/define-fields';
import { declaredValue } from '../declared-value';
import { PassportReveal } from './passport-reveal';

/** A declared field of the application as the staff page shows it, by its kind. */
export function staffFieldValue(field: StaffField, a: AdminApplicationDetail): ReactNode {
  const value = a[field.key as keyof AdminApplicationDetail];
  // The only masked field is the passport number, revealed through its own recorded call.
  if (field.masked) return <PassportReveal key={field.key} applicationId={a._id} masked={String(value)} />;
  return declaredValue(field, value);
}
