import type { AnsweredField } from '@contracts/core/define-fields';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * What a query selects for some declared fields, from their declared columns: the stored ones' among a
 * table's `columns` (read back as the row of declared-values.ts), each reference's looked-up name from `names`
 * (the joined values, under the field's key). A field without either is a declaration error, refused at once.
 */
export function declaredColumnsOf<Names extends Record<string, PgColumn | SQL>>(
  fields: AnsweredField[],
  columns: Record<string, PgColumn>,
  names: Names,
) {
  const stored: Record<string, PgColumn> = {};
  const joined: Partial<Names> = {};
  for (const field of fields) {
    if (field.kind === 'reference') {
      const key = field.field as keyof Names;
      if (!names[key]) throw new Error(`No name is read for the reference ${field.field}`);
      joined[key] = names[key];
    } else {
      const column = columns[field.column];
      if (!column) throw new Error(`No column ${field.column} holds ${field.field}`);
      stored[field.column] = column;
    }
  }
  return { stored, joined };
}
