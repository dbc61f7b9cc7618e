import type { RowData } from '@tanstack/react-table';
import { DataTable, type DataTableProps } from './data-table';
import { Pager } from './pager';
import { QueryState } from './query-state';

interface PagedTableProps<T extends RowData> extends Omit<DataTableProps<T>, 'data'> {
  /** The list query: one page of rows and where it stands, or its loading state or error. */
  result: {
    data?: { data: T[]; page: number; pageSize: number; total: number; totalCapped?: boolean };
    isPending: boolean;
    error: unknown;
  };
  onPage: (page: number) => void;
}

/** One page of a server-paged list with the pager under it; while it loads (or failed), that state. */
export function PagedTable<T extends RowData>({ result, onPage, ...table }: PagedTableProps<T>) {
  if (!result.data) return <QueryState isPending={result.isPending} error={result.error} />;
  return (
    <>
      <DataTable {...table} data={result.data.data} />
      <Pager {...result.data} shown={result.data.data.length} onPage={onPage} />
    </>
  );
}
