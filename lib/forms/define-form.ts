import { z } from 'zod';
import type { FieldDeclaration } from '@/lib/contracts/core/define-fields';

/** One field of a form: the contract's payload key it fills, its visible label and its rule. */
export interface FormField<Key extends string = string, Rule extends z.ZodType = z.ZodType> {
  /** The key in the contract's payload (and in the server's `errors`). */
  key: Key;
  label: string;
  /** The contract's own rule for `key`, unless the browser holds a different value (then say why). */
  rule: Rule;
  /** The value before anything is typed; '' when absent. */
  empty?: unknown;
}

type Fields = Record<string, FormField>;

/** The payload keyed by contract keys, from the form's values keyed by form names. */
export type PayloadOf<F extends Fields> = {
  [Name in keyof F as F[Name]['key']]: z.output<F[Name]['rule']>;
};

/**
 * A form declared once, under the spec's form names (careers-pages-profile §5): each field says which payload key it fills,
 * its label and its rule. The rest is derived: the zod schema for react-hook-form, the labels, the
 * payload for the call, and the server's field errors put back under the form's names.
 */
export function defineForm<const F extends Fields>(fields: F) {
  type Name = Extract<keyof F, string>;
  const names = Object.keys(fields) as Name[];
  const nameOfKey = new Map<string, Name>(names.map((name) => [fields[name]!.key, name]));
  const fieldOf = (key: string): Name | undefined => nameOfKey.get(key);

  const shape = Object.fromEntries(names.map((name) => [name, fields[name]!.rule])) as {
    [N in keyof F]: F[N]['rule'];
  };
  const schema = z.object(shape);
  const labels = Object.fromEntries(names.map((name) => [name, fields[name]!.label])) as Record<Name, string>;
  const empty = Object.fromEntries(
    names.map((name) => [name, 'empty' in fields[name]! ? fields[name]!.empty : '']),
  ) as z.input<typeof schema>;

  return {
    fields,
    names,
    labels,
    schema,
    /** The form's values before anything is typed (reset and default values). */
    empty,
    /** Renames valid form values to the contract's payload keys. */
    toPayload(values: z.output<typeof schema>): PayloadOf<F> {
      const byName = values as Record<Name, unknown>;
      return Object.fromEntries(names.map((name) => [fields[name]!.key, byName[name]])) as PayloadOf<F>;
    },
    /** The form field a payload key belongs to, or undefined when the form has none. */
    fieldOf,
    /** The schema of the fields of some payload keys (a smaller form of the same fields, such as the profile's). */
    schemaOf<const K extends F[Name]['key']>(keys: readonly K[]) {
      const picked = names.filter((name) => (keys as readonly string[]).includes(fields[name]!.key));
      return z.object(
        Object.fromEntries(picked.map((name) => [name, fields[name]!.rule])) as {
          [N in keyof F as F[N]['key'] extends K ? N : never]: F[N]['rule'];
        },
      );
    },
    /** The server's `errors` (keyed by payload key) under the form's names; keys without a field are dropped. */
    fromServerErrors(errors: Record<string, string>): Partial<Record<Name, string>> {
      const byName: Partial<Record<Name, string>> = {};
      for (const [key, message] of Object.entries(errors)) {
        const name = fieldOf(key);
        if (name) byName[name] = message;
      }
      return byName;
    },
  };
}

type Declarations = Record<string, FieldDeclaration>;
type Override = { rule?: z.ZodType; label?: string; empty?: unknown };

/** A number input's value: its text (or a number restored from a draft). */
type NumberText = string | number | null | undefined;

/** A number field's rule in the form: its text read as a number first (numberInput). */
type NumberInput<Rule extends z.ZodType> = z.ZodPreprocess<Rule, NumberText>;

/** The form of a resource's declared fields: those with a form name, under it. */
export type FormOf<F extends Declarations, O extends { [K in keyof F]?: Override }> = {
  [K in keyof F as F[K]['form'] extends string ? F[K]['form'] : never]: FormField<
    K & string,
    O[K] extends { rule: infer Rule extends z.ZodType }
      ? Rule
      : F[K]['kind'] extends 'number'
        ? NumberInput<F[K]['rule']>
        : F[K]['rule']
  >;
};

/**
 * A number input hands over text: '' is no value, any other text its number (NaN when it is none),
 * then the field's own rule and messages (as Epic Stack's conform reads numbers).
 */
function numberInput<Rule extends z.ZodType>(rule: Rule): NumberInput<Rule> {
  return z.preprocess((value: NumberText) => {
    if (typeof value !== 'string') return value;
    if (value === '') return undefined;
    return value.trim() === '' ? Number.NaN : Number(value);
  }, rule);
}

/** What a rule gives for a missing value when it has a default (a flag's false, a nullable's null), else ''. */
function defaultOf(rule: z.ZodType): unknown {
  const missing = rule.safeParse(undefined);
  return missing.success && missing.data !== undefined ? missing.data : '';
}

/**
 * The form of a resource's fields declared once in lib/contracts (define-fields.ts): every field with
 * a spec form name, its label and rule (a number's read from its text), and its empty value (declared,
 * else the rule's default, else ''). `browser` replaces what the browser holds differently (a date on
 * the user's own calendar, a chosen File), by payload key.
 */
export function defineFormOf<const F extends Declarations, const O extends { [K in keyof F]?: Override } = object>(
  declared: { fields: F },
  browser: O = {} as O,
) {
  const entries = Object.entries(declared.fields).flatMap(([key, field]) => {
    if (field.form === undefined) return [];
    const override: Override = (browser as Record<string, Override | undefined>)[key] ?? {};
    const rule = override.rule ?? (field.kind === 'number' ? numberInput(field.rule) : field.rule);
    const formField: FormField = { key, label: override.label ?? field.label, rule };
    if ('empty' in override) formField.empty = override.empty;
    else if ('empty' in field) formField.empty = field.empty;
    else formField.empty = defaultOf(formField.rule);
    return [[field.form, formField] as const];
  });
  return defineForm(Object.fromEntries(entries) as FormOf<F, O>);
}
