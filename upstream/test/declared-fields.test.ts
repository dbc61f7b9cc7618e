import { applicationFields } from '@contracts/applications/fields';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema';

describe('declared fields', () => {
  it('stores every stored application field in a column of the applications table', () => {
    const columns = Object.keys(getTableColumns(applications));
    expect(applicationFields.stored.map((field) => field.column).filter((column) => !columns.includes(column))).toEqual(
      [],
    );
  });
});
