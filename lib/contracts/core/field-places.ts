import { z } from 'zod';
import {
  answerOf,
  type AnsweredField,
  type AnswerOf,
  type Declarations,
  type FieldDeclaration,
  type InCsv,
  type OnCard,
} from './field-declaration';

/** A fact of the employer's card: the field's value (or whether it is given) under its key. */
export interface CardField extends AnsweredField, OnCard {}

/** A column of the staff's CSV export: the field's value under its key in the staff list's row. */
export interface CsvField extends AnsweredField, InCsv {}

type CardKey<F extends Declarations> = {
  [K in keyof F]: F[K]['employer'] extends OnCard ? K : never;
}[keyof F];

/** The card's fields: a value as it is kept (a reference's name), or true when a 'yes-no' one is given. */
export type CardShape<F extends Declarations> = {
  [K in CardKey<F>]: F[K]['employer'] extends { shown: 'yes-no' } ? z.ZodBoolean : AnswerOf<F[K]>;
};

/** The staff list's row's fields, which the CSV export writes. */
export type CsvShape<F extends Declarations> = {
  [K in keyof F as F[K]['csv'] extends InCsv ? K : never]: AnswerOf<F[K]>;
};

/** The keys of the fields kept on the candidate's profile. */
export type ProfileKey<F extends Declarations> = {
  [K in keyof F]: F[K]['profile'] extends true ? K : never;
}[keyof F] &
  string;

/** What staff see of a kept profile: its fields but the masked ones, a reference as its name. */
export type ProfileShape<F extends Declarations> = {
  [K in ProfileKey<F> as F[K]['masked'] extends true ? never : K]: AnswerOf<F[K]>;
};

/** The list in the order of its places; two at one place are a declaration error. */
function byPlace<T extends { key: string; at: number }>(list: T[], place: string): T[] {
  const sorted = [...list].sort((a, b) => a.at - b.at);
  sorted.forEach((item, i) => {
    const before = sorted[i - 1];
    if (before?.at === item.at) throw new Error(`${before.key} and ${item.key} are both at ${item.at} ${place}`);
  });
  return sorted;
}

/**
 * Every place the declarations name beside the payload and the staff page: the employer's card, the
 * staff's CSV export and the candidate's profile, each in its own order. A masked field shown to an
 * employer or written to the CSV, or two at one place, is a declaration error, refused at once.
 */
export function placesOf<F extends Declarations>(fields: F) {
  const keys = Object.keys(fields) as Extract<keyof F, string>[];
  const answered = (key: string): AnsweredField => {
    const { kind, masked = false, options, column } = fields[key]!;
    return { key, field: key, column: column || key, kind, masked, options };
  };
  const shown = (key: string, place: string) => {
    if (fields[key]!.masked) throw new Error(`${key} is masked: it cannot be ${place}`);
  };
  const card: CardField[] = byPlace(
    keys.flatMap((key) => {
      const employer = fields[key]!.employer;
      if (employer === undefined || employer === 'never') return [];
      shown(key, 'on the employer’s card');
      return [{ ...answered(key), ...employer }];
    }),
    'on the employer’s card',
  );
  const csv: CsvField[] = byPlace(
    keys.flatMap((key) => {
      const column = fields[key]!.csv;
      if (column === undefined) return [];
      shown(key, 'in the CSV export');
      return [{ ...answered(key), ...column }];
    }),
    'in the CSV export',
  );
  const profile = keys.filter((key) => fields[key]!.profile).map(answered);
  const profileSeen = profile.filter((field) => !field.masked);
  const shapeOf = (list: { field: string }[], answer: (field: FieldDeclaration) => z.ZodType = answerOf) =>
    Object.fromEntries(list.map(({ field }) => [field, answer(fields[field]!)]));
  const cardAnswer = (field: FieldDeclaration) =>
    typeof field.employer === 'object' && field.employer.shown === 'yes-no' ? z.boolean() : answerOf(field);

  return {
    /** The employer card's facts, in the card's order. */
    card,
    /** The card answer's fields (merge into the card's schema). */
    cardShape: shapeOf(card, cardAnswer) as CardShape<F>,
    /** The CSV export's columns of declared fields, in the file's order. */
    csv,
    /** The staff list row's fields (merge into its schema). */
    csvShape: shapeOf(csv) as CsvShape<F>,
    /** The keys of the fields kept on the candidate's profile, in declaration order. */
    profileKeys: profile.map((field) => field.field) as ProfileKey<F>[],
    /** The fields of a kept profile staff see (the talent pool's row): all but the masked. */
    profileSeen,
    profileShape: shapeOf(profileSeen) as ProfileShape<F>,
  };
}

/** Whether a kept value is given: a 'yes-no' fact's answer. */
export const isGiven = (value: unknown) => value !== null && value !== undefined && value !== '';
