import type { AdminApplicationRow } from '@contracts/applications/staff';
import { applicationFields } from '@contracts/applications/fields';
import type { CsvField } from '@contracts/core/field-places';
import { readinessLabel } from '@contracts/deployments/documents';
import type { CsvColumns } from '../../lib/csv';

type Column = { at: number; header: string; value: (row: AdminApplicationRow) => unknown };

/** The record's own columns, at their places among the declared fields' (applicationFields' `csv`). */
const ownColumns: Column[] = [
  { at: 1, header: 'Applied on', value: (r) => r.createdAt.slice(0, 10) },
  { at: 5, header: 'Job', value: (r) => r.job?.title ?? 'General application' },
  { at: 7, header: 'Stage', value: (r) => r.stage },
  { at: 11, header: 'Deployment readiness', value: (r) => (r.readiness ? readinessLabel(r.readiness) : '') },
];

/**
 * The staff's CSV export: each declared field's header and its value in the list's row (a reference's
 * name, nothing for no value), and the record's own columns, in the order of their places. Two
 * columns at one place are a declaration error, refused at once.
 */
export function csvColumnsOf(declared: { csv: CsvField[] }): CsvColumns<AdminApplicationRow> {
  const declaredColumns = declared.csv.map(({ at, header, key }): Column => ({
    at,
    header,
    value: (r) => (r as Record<string, unknown>)[key],
  }));
  const columns = [...ownColumns, ...declaredColumns].sort((a, b) => a.at - b.at);
  columns.forEach((column, i) => {
    const before = columns[i - 1];
    if (before?.at === column.at)
      throw new Error(`CSV columns ${before.header} and ${column.header} are both at ${column.at}`);
  });
  return columns.map(({ header, value }) => [header, value]);
}

export const csvColumns = csvColumnsOf(applicationFields);
