import { z } from 'zod';
import {
  answerOf,
  isOptional,
  type AnswerOf,
  type Declarations,
  type FieldDeclaration,
  type FieldKind,
  type StaffField,
} from './field-declaration';
import { placesOf } from './field-places';

export type { AnsweredField, FieldDeclaration, FieldKind, InCsv, OnCard, StaffField } from './field-declaration';

type StaffKey<K, D extends FieldDeclaration> = D['masked'] extends true ? `${K & string}Masked` : K;

export type StaffShape<F extends Declarations> = {
  [K in keyof F as F[K]['staff'] extends string ? StaffKey<K, F[K]> : never]: AnswerOf<F[K]>;
};

/** The payload's rule of a field: an optional number is null when missing, so it is kept (and cleared) as null. */
type PayloadRule<D extends FieldDeclaration> = D['kind'] extends 'number'
  ? undefined extends z.output<D['rule']>
    ? z.ZodType<Exclude<z.output<D['rule']>, undefined> | null, z.input<D['rule']> | null>
    : D['rule']
  : D['rule'];

function payloadRule(field: FieldDeclaration): z.ZodType {
  if (field.kind !== 'number' || !isOptional(field)) return field.rule;
  return field.rule.nullable().transform((value) => value ?? null);
}

/** The column a stored field fills, and the kind that says how. */
export interface StoredField {
  key: string;
  column: string;
  kind: FieldKind;
  personal: boolean;
}

/**
 * A resource's fields, declared once. Derived from them: the payload schema, the staff answer's
 * fields and the staff page's list, the stored columns (the insert, the data export with the lists of
 * references, and erasure), the employer's card, the staff's CSV export and the candidate's profile
 * (field-places.ts); the form comes from them through lib/forms (defineFormOf).
 */
export function defineFields<const F extends Declarations>(fields: F) {
  const keys = Object.keys(fields) as Extract<keyof F, string>[];
  const schema = z.object(
    Object.fromEntries(keys.map((key) => [key, payloadRule(fields[key]!)])) as { [K in keyof F]: PayloadRule<F[K]> },
  );

  const staffKeyOf = (key: string) => (fields[key]!.masked ? `${key}Masked` : key);
  const staffList: StaffField[] = keys.flatMap((key) => {
    const { staff, kind, masked = false, options, column } = fields[key]!;
    if (staff === undefined) return [];
    return [{ key: staffKeyOf(key), field: key, column: column || key, label: staff, kind, masked, options }];
  });
  const staffShape = Object.fromEntries(
    keys.filter((key) => fields[key]!.staff !== undefined).map((key) => [staffKeyOf(key), answerOf(fields[key]!)]),
  ) as StaffShape<F>;

  const stored: StoredField[] = keys.flatMap((key) => {
    const { column = key, kind, personal = false } = fields[key]!;
    return column === false ? [] : [{ key, column, kind, personal }];
  });

  return {
    fields,
    /** The payload's object schema (add cross-field rules and keys that are not fields around it). */
    schema,
    /** The staff answer's fields (merge into the resource's staff schema). */
    staffShape,
    /** The fields the staff page lists, in declaration order. */
    staff: staffList,
    /** The fields kept on the row, with their columns. */
    stored,
    ...placesOf(fields),
  };
}

/**
 * The answer's shape of some stored fields, as kept (a reference answers its id, a date its yyyy-MM-dd,
 * no payload rule such as "from tomorrow" that a kept value may no longer meet).
 */
export function answerShapeOf<F extends Declarations, const K extends keyof F & string>(
  declared: { fields: F },
  keys: readonly K[],
) {
  return Object.fromEntries(keys.map((key) => [key, answerOf(declared.fields[key]!)])) as {
    [P in K]: AnswerOf<F[P]>;
  };
}

/** A payload's stored values keyed by their columns; files are left to the caller (it resolves the upload). */
export type StoredValues<F extends Declarations, P> = {
  [
    K in keyof F & keyof P as F[K]['kind'] extends 'file'
      ? never
      : F[K]['column'] extends false
        ? never
        : F[K]['column'] extends string
          ? F[K]['column']
          : K
  ]: P[K];
};

/** The row's values of a valid payload: what the service inserts, no key listed by hand. */
export function storedValuesOf<F extends Declarations, P extends Record<string, unknown>>(
  declared: { fields: F; stored: StoredField[] },
  payload: P,
): StoredValues<F, P> {
  // Only the payload's own keys: a payload of some fields (a profile's) sets those columns and no other.
  const stored = declared.stored.filter((field) => field.kind !== 'file' && field.key in payload);
  return Object.fromEntries(stored.map(({ key, column }) => [column, payload[key]])) as StoredValues<F, P>;
}

/** Some fields' values read back from a row, keyed by field: storedValuesOf's inverse, no key listed by hand. */
export function rowValuesOf<F extends Declarations, const K extends keyof F & string>(
  declared: { stored: StoredField[] },
  keys: readonly K[],
  row: Record<string, unknown>,
): Record<K, unknown> {
  const columns = new Map(declared.stored.map(({ key, column }) => [key, column]));
  return Object.fromEntries(keys.map((key) => [key, row[columns.get(key) ?? key]])) as Record<K, unknown>;
}

/** What erasure leaves in each personal column: an empty text, or nothing (dates, references, files). */
export function erasedValuesOf(declared: { stored: StoredField[] }): Record<string, '' | null> {
  const blank = new Set<FieldKind>(['text', 'email', 'phone']);
  return Object.fromEntries(
    declared.stored.filter((field) => field.personal).map(({ column, kind }) => [column, blank.has(kind) ? '' : null]),
  );
}
