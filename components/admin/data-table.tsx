'use client';

import {
  createSortedRowModel,
  flexRender,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useState } from 'react';

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime, text: sortFn_text },
});

/** A column of a back-office table. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of one table hold values of different types
export type AdminColumn<T extends RowData> = ColumnDef<typeof features, T, any>;
export type { SortingState };

export interface DataTableProps<T extends RowData> {
  caption: string;
  columns: AdminColumn<T>[];
  data: T[];
  emptyText: string;
  /** Given: sorting is the server's (the list is one page of many). Absent: the table sorts its rows. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
}

const arrows = { asc: ' ▲', desc: ' ▼' } as const;

/** A table of records on TanStack Table, with sortable headers that screen readers announce. */
export function DataTable<T extends RowData>({
  caption,
  columns,
  data,
  emptyText,
  sorting,
  onSortingChange,
}: DataTableProps<T>) {
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const serverSide = Boolean(onSortingChange);
  const table = useTable({
    features,
    data,
    columns,
    state: { sorting: serverSide ? (sorting ?? []) : localSorting },
    manualSorting: serverSide,
    enableSortingRemoval: false,
    onSortingChange: (updater) => {
      const current = serverSide ? (sorting ?? []) : localSorting;
      const next = typeof updater === 'function' ? updater(current) : updater;
      if (onSortingChange) onSortingChange(next);
      else setLocalSorting(next);
    },
  });

  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-xs uppercase text-slate-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className="px-3 py-2 font-semibold"
                    aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button type="button" onClick={header.column.getToggleSortingHandler()} className="uppercase">
                        {label}
                        {sorted ? arrows[sorted] : ''}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="hover:bg-slate-50">
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2 align-top">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
          {data.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-500">
                {emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
