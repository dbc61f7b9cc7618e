import { z } from 'zod';

/**
 * How a field's value is kept and shown. It decides what staff are answered (a reference answers the
 * looked-up name, a file its stored name, references the list of names), how the staff page shows
 * it, and what erasure leaves. References are kept in a table of their own (`column: false`).
 */
export type FieldKind =
  'text' | 'email' | 'phone' | 'number' | 'date' | 'choice' | 'reference' | 'references' | 'file' | 'flag';

/** A fact on the employer's card (components/employer-portal/card-facts.tsx shows it by its kind). */
export interface OnCard {
  /** Its label on the card. */
  label: string;
  /** 'as-is': its value (a choice's label, a reference's name, a date); 'yes-no': only whether one is given. */
  shown: 'as-is' | 'yes-no';
  /** Its place among the card's facts (1 first); the card's own facts (passport, documents) follow them. */
  at: number;
  /** A number's unit, singular: 'year' shows "1 year", "4 years". */
  unit?: string;
  /** What the card shows for no value ('—' unless said). */
  none?: string;
}

/** A column of the staff's CSV export, which the staff list's row answers too. */
export interface InCsv {
  header: string;
  /** Its place among the file's columns (1 first), the record's own columns included. */
  at: number;
}

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
  /** On the employer's card, and how; 'never': it must never reach an employer. Absent: not on the card. */
  employer?: OnCard | 'never';
  /** Its column in the staff's CSV export (and the staff list's row). */
  csv?: InCsv;
  /** Kept on the candidate's profile for the next application (candidate-profile.ts). */
  profile?: boolean;
}

export type Declarations = Record<string, FieldDeclaration>;

/** A field's value as some answer gives it: its key there, and where the value is read from. */
export interface AnsweredField {
  /** The key in the answer (`<field>Masked` when masked). */
  key: string;
  /** The payload key, and the column the value is read from. */
  field: string;
  column: string;
  kind: FieldKind;
  masked: boolean;
  options?: Readonly<Record<string, string>>;
}

/** A field the staff page shows: the key of the staff answer, its label, and how to show it. */
export interface StaffField extends AnsweredField {
  label: string;
}

/** A rule that takes null, or lets a missing value through as nothing (not a default): its kept value may be null. */
type MayBeEmpty<D extends FieldDeclaration> =
  null extends z.output<D['rule']> ? true : undefined extends z.output<D['rule']> ? true : false;

/** What an answer holds for a field: a reference its name (or id, as kept), an optional number or choice null. */
export type AnswerOf<D extends FieldDeclaration> = D['kind'] extends 'number'
  ? MayBeEmpty<D> extends true
    ? z.ZodNullable<z.ZodNumber>
    : z.ZodNumber
  : D['kind'] extends 'choice'
    ? MayBeEmpty<D> extends true
      ? z.ZodNullable<D['rule']>
      : D['rule']
    : D['kind'] extends 'reference'
      ? z.ZodNullable<z.ZodString>
      : D['kind'] extends 'references'
        ? z.ZodArray<z.ZodString>
        : z.ZodString;

/** The rule lets a missing value through as nothing (an optional field without a default). */
export function isOptional(field: FieldDeclaration): boolean {
  const missing = field.rule.safeParse(undefined);
  return missing.success && missing.data === undefined;
}

/** What an answer holds for a field (AnswerOf): kept values, never the payload's rules such as "from tomorrow". */
export function answerOf(field: FieldDeclaration): z.ZodType {
  const mayBeEmpty = isOptional(field) || field.rule.safeParse(null).success;
  if (field.kind === 'number') return mayBeEmpty ? z.number().int().nullable() : z.number().int();
  if (field.kind === 'choice') return mayBeEmpty ? field.rule.nullable() : field.rule;
  if (field.kind === 'reference') return z.string().nullable();
  if (field.kind === 'references') return z.array(z.string());
  return z.string();
}
