import { isGiven, type CardField } from '@/lib/contracts/core/field-places';

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** A declared fact of the employer's card as the card reads it, by how it is shown and its kind. */
export function cardFactText(field: CardField, value: unknown): string {
  if (field.shown === 'yes-no') return value ? 'Yes' : 'No';
  if (!isGiven(value)) return field.none ?? '—';
  if (field.kind === 'number' && field.unit) return `${String(value)} ${value === 1 ? field.unit : `${field.unit}s`}`;
  if (field.kind === 'choice') return field.options?.[String(value)] ?? String(value);
  if (field.kind === 'date') return day.format(new Date(String(value)));
  return String(value);
}
