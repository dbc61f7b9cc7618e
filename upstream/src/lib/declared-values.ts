import type { AnsweredField, FieldDeclaration, StaffField, StoredField } from '@contracts/core/define-fields';
import { isGiven, type CardField } from '@contracts/core/field-places';

/**
 * A row of a resource's shared read: the stored row (`row`), and each reference's looked-up name (a
 * list of names for references) and each file under the field's payload key (`joined`).
 */
export interface DeclaredRow {
  row: Record<string, unknown>;
  joined: Record<string, unknown>;
}

const fileName = (file: unknown) => (file as { path?: string } | null)?.path ?? null;

/** 'P1234567' → 'P•••••67': enough to tell two candidates apart, not enough to use. */
export function maskValue(value: string): string {
  return `${value.charAt(0)}${'•'.repeat(Math.max(value.length - 3, 1))}${value.slice(-2)}`;
}

/** The value of a stored field as the person's data export gives it (a file as its path in the zip). */
function exportedValue(field: StoredField, { row, joined }: DeclaredRow) {
  if (field.kind === 'reference') return joined[field.key] ?? null;
  if (field.kind === 'file') {
    const name = fileName(joined[field.key]);
    return name ? `files/${field.key}/${name}` : null;
  }
  return row[field.column];
}

/**
 * Every stored field of the row and each list of references (their names), keyed by payload key in
 * declaration order, as the data export shows them.
 */
export function exportedValuesOf(
  declared: { fields: Record<string, FieldDeclaration>; stored: StoredField[] },
  source: DeclaredRow,
) {
  const stored = new Map(declared.stored.map((field) => [field.key, field]));
  return Object.fromEntries(
    Object.entries(declared.fields).flatMap(([key, field]) => {
      const kept = stored.get(key);
      if (kept) return [[key, exportedValue(kept, source)]];
      return field.kind === 'references' ? [[key, source.joined[key] ?? []]] : [];
    }),
  );
}

/** Some fields' values, keyed as their answer keys them (a reference its name, a masked field masked, a missing date ''). */
export function answerValuesOf(fields: AnsweredField[], { row, joined }: DeclaredRow): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => {
      if (field.kind === 'reference') return [field.key, joined[field.field] ?? null];
      if (field.kind === 'references') return [field.key, joined[field.field] ?? []];
      const value = row[field.column];
      if (field.masked) return [field.key, maskValue(String(value ?? ''))];
      return [field.key, field.kind === 'date' ? (value ?? '') : value];
    }),
  );
}

/** The fields staff see, keyed as the staff answer keys them. */
export function staffValuesOf<Answer>(declared: { staff: StaffField[] }, source: DeclaredRow): Answer {
  return answerValuesOf(declared.staff, source) as Answer;
}

/** The facts the declaration puts on the employer's card: a value as staff read it, or whether it is given. */
export function cardValuesOf<Facts>(declared: { card: CardField[] }, source: DeclaredRow): Facts {
  const values = answerValuesOf(declared.card, source);
  return Object.fromEntries(
    declared.card.map(({ key, shown }) => [key, shown === 'yes-no' ? isGiven(values[key]) : values[key]]),
  ) as Facts;
}
