import { z } from 'zod';

/**
 * How a field's value is kept and shown. It decides what staff are answered (a reference answers the
 * looked-up name, a file its stored name, references the list of names), how the staff page shows
 * it, and what erasure leaves. References are kept in a table of their own (`column: false`).
 */
export type FieldKind =
  'text' | 'email' | 'phone' | 'number' | 'date' | 'choice' | 'reference' | 'references' | 'file' | 'flag';

/** One field of a resource, declared once: everything else about it is derived (see defineFields). */
export interface FieldDeclaration<Rule extends z.ZodType = z.ZodType> {
  kind: FieldKind;
  /** The payload's rule, with the spec's messages. */
  rule: Rule;
  /** The form's label, as the page shows it. */
  label: string;
  /** The spec's form name (careers-pages-profile §5 names such as full_name): the field is in the form under it. */
  form?: string;
  /** A choice's values and their visible labels, in the select's order. */
  options?: Readonly<Record<string, string>>;
  /** The label on the staff page; absent: staff are not shown the field. */
  staff?: string;
  /** Staff see it masked until they reveal it (each reveal is recorded): answered as `<key>Masked`. */
  masked?: boolean;
  /** Names the person: erased with their account (the rest is kept, anonymous, for statistics). */
  personal?: boolean;
  /** Its column when it is not the payload key (a reference's `preferredLocationId`); false: not stored on the row. */
  column?: string | false;
  /** The form's value before anything is typed; unless said, the rule's default, else ''. */
  empty?: unknown;
}

type Declarations = Record<string, FieldDeclaration>;

/** What staff are answered for a field of this declaration. */
type StaffAnswer<D extends FieldDeclaration> = D['kind'] extends 'number'
  ? z.ZodNumber
  : D['kind'] extends 'choice'
    ? D['rule']
    : D['kind'] extends 'reference'
      ? z.ZodNullable<z.ZodString>
      : D['kind'] extends 'references'
        ? z.ZodArray<z.ZodString>
        : z.ZodString;

type StaffKey<K, D extends FieldDeclaration> = D['masked'] extends true ? `${K & string}Masked` : K;

export type StaffShape<F extends Declarations> = {
  [K in keyof F as F[K]['staff'] extends string ? StaffKey<K, F[K]> : never]: StaffAnswer<F[K]>;
};

/** The column a stored field fills, and the kind that says how. */
export interface StoredField {
  key: string;
  column: string;
  kind: FieldKind;
  personal: boolean;
}

/** A field the staff page shows: the key of the staff answer, its label, and how to show it. */
export interface StaffField {
  /** The key in the staff answer (`<field>Masked` when masked). */
  key: string;
  /** The payload key, and the column the value is read from. */
  field: string;
  column: string;
  label: string;
  kind: FieldKind;
  masked: boolean;
  options?: Readonly<Record<string, string>>;
}

function staffAnswer(field: FieldDeclaration): z.ZodType {
  if (field.kind === 'number') return z.number().int();
  if (field.kind === 'choice') return field.rule;
  if (field.kind === 'reference') return z.string().nullable();
  if (field.kind === 'references') return z.array(z.string());
  return z.string();
}

/**
 * A resource's fields, declared once. Derived from them: the payload schema, the staff answer's
 * fields and the staff page's list, the stored columns (the insert, the data export with the lists of
 * references, and erasure); the form comes from them through lib/forms (defineFormOf).
 */
export function defineFields<const F extends Declarations>(fields: F) {
  const keys = Object.keys(fields) as Extract<keyof F, string>[];
  const schema = z.object(
    Object.fromEntries(keys.map((key) => [key, fields[key]!.rule])) as { [K in keyof F]: F[K]['rule'] },
  );

  const staffKeyOf = (key: string) => (fields[key]!.masked ? `${key}Masked` : key);
  const staffList: StaffField[] = keys.flatMap((key) => {
    const { staff, kind, masked = false, options, column } = fields[key]!;
    if (staff === undefined) return [];
    return [{ key: staffKeyOf(key), field: key, column: column || key, label: staff, kind, masked, options }];
  });
  const staffShape = Object.fromEntries(
    keys.filter((key) => fields[key]!.staff !== undefined).map((key) => [staffKeyOf(key), staffAnswer(fields[key]!)]),
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
  const answer = (field: FieldDeclaration): z.ZodType =>
    field.kind === 'reference'
      ? z.string().nullable()
      : field.kind === 'number'
        ? z.number().int()
        : field.kind === 'choice'
          ? field.rule
          : z.string();
  return Object.fromEntries(keys.map((key) => [key, answer(declared.fields[key]!)])) as {
    [P in K]: F[P]['kind'] extends 'reference' ? z.ZodNullable<z.ZodString> : StaffAnswer<F[P]>;
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
