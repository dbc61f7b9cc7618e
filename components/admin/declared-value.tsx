import type { ReactNode } from 'react';
import type { StaffField } from '@/lib/contracts/core/define-fields';
import { MailLink, TelLink } from './contact-links';
import { formatDate } from './format';

/** A declared field's value as the staff pages show it, by its kind (an address mails, a number dials). */
export function declaredValue(field: StaffField, value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return value;
  if (field.kind === 'email') return <MailLink key={field.key} email={String(value)} />;
  if (field.kind === 'phone') return <TelLink key={field.key} phone={String(value)} />;
  if (field.kind === 'date') return formatDate(String(value));
  if (field.kind === 'choice') return field.options?.[String(value)] ?? String(value);
  if (field.kind === 'references') return (value as string[]).join(', ');
  return typeof value === 'number' || typeof value === 'string' ? value : String(value);
}
