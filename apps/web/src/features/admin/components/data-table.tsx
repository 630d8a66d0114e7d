import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned on wide screens (numbers, actions). */
  align?: 'end';
  className?: string;
};

type DataTableProps<T> = {
  /** Names the table for screen readers. */
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty: ReactNode;
};

/**
 * A table from 768 px; below that each row stacks into a card with each value under its
 * column's name. One set of elements serves both, so nothing is rendered twice.
 */
export function DataTable<T>({ label, columns, rows, rowKey, empty }: DataTableProps<T>) {
  if (rows.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-ocean-900/15 bg-sand-100/50 px-4 py-8 text-center text-sm text-muted">
        {empty}
      </p>
    );
  }
  return (
    <table aria-label={label} className="block w-full text-sm md:table md:border-collapse">
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr>
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={cn(
                'border-b border-ocean-900/10 px-3 py-2 text-left text-xs font-semibold tracking-wide text-muted uppercase',
                column.align === 'end' && 'text-right',
              )}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="flex flex-col gap-3 md:table-row-group">
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className="flex flex-col gap-2 rounded-2xl bg-surface p-4 shadow-soft ring-1 ring-ocean-900/8 md:table-row md:rounded-none md:bg-transparent md:p-0 md:shadow-none md:ring-0 md:hover:bg-sand-50"
          >
            {columns.map((column) => (
              <td
                key={column.header}
                className={cn(
                  'flex flex-col gap-0.5 md:table-cell md:border-b md:border-ocean-900/8 md:px-3 md:py-3 md:align-middle',
                  column.align === 'end' && 'md:text-right',
                  column.className,
                )}
              >
                <span aria-hidden="true" className="text-xs font-semibold text-muted md:hidden">
                  {column.header}
                </span>
                <div className="min-w-0">{column.cell(row)}</div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
