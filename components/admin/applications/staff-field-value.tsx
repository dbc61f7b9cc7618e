import type { ReactNode } from 'react';
import type { AdminApplicationDetail } from '@/lib/contracts/admin-applications';
import type { StaffField } from '@/lib/contracts/define-fields';
import { MailLink, TelLink } from '../contact-links';
import { formatDate } from '../format';
import { PassportReveal } from './passport-reveal';

/** A declared field of the application as the staff page shows it, by its kind. */
export function staffFieldValue(field: StaffField, a: AdminApplicationDetail): ReactNode {
  const value = a[field.key as keyof AdminApplicationDetail];
  // The only masked field is the passport number, revealed through its own recorded call.
  if (field.masked) return <PassportReveal key={field.key} applicationId={a._id} masked={String(value)} />;
  if (value === null || value === undefined || value === '') return value;
  if (field.kind === 'email') return <MailLink key={field.key} email={String(value)} />;
  if (field.kind === 'phone') return <TelLink key={field.key} phone={String(value)} />;
  if (field.kind === 'date') return formatDate(String(value));
  if (field.kind === 'choice') return field.options?.[String(value)] ?? String(value);
  return typeof value === 'number' || typeof value === 'string' ? value : String(value);
}
