/**
 * The panel's tables (activity log, subscribers): a header row of column names and the rows the
 * screen draws. Below a tablet the `table-cards` style (app.css) shows each row as a card, its
 * cells labelled by their `data-label`, so the table fits a phone.
 */
import type { ReactNode } from "react";

/** A column's name; `hidden` names it for screen readers only (a column of buttons). */
export type Column = string | { label: string; hidden: true };

export function DataTable({ columns, children, className = "mt-6" }: { columns: Column[]; children: ReactNode; className?: string }) {
  return (
    <div className={`${className} overflow-x-auto rounded-2xl border border-rosewood-200 bg-white dark:border-rosewood-800 dark:bg-rosewood-900`}>
      <table className="table-cards w-full text-left text-sm">
        <thead className="bg-rosewood-50 dark:bg-rosewood-800">
          <tr>
            {columns.map((column) =>
              typeof column === "string" ? (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className="px-4 py-3">
                  <span className="sr-only">{column.label}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-rosewood-100 dark:divide-rosewood-800">{children}</tbody>
      </table>
    </div>
  );
}
