import { getTableName, sql, type AnyColumn } from 'drizzle-orm';

/**
 * A column named with its table ("clients"."id"), for a subquery that refers to the outer row: drizzle
 * leaves a column unqualified in the select list of a query without joins, where the subquery would
 * read it as a column of its own table.
 */
export const qualified = (column: AnyColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
