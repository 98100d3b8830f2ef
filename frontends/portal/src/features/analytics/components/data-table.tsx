import type { ReactNode } from 'react';
import { useId } from 'react';

export interface DataTableRow {
  key: string;
  /** The row's name, read before each of its cells. */
  header: ReactNode;
  cells: ReactNode[];
}

export interface DataTableProps {
  caption: string;
  /** Column headers, the first one naming the row headers' column. */
  columns: string[];
  rows: DataTableRow[];
  footer?: DataTableRow;
  /** Shown on screen; otherwise only screen readers get it (the chart stands in for it). */
  visible: boolean;
}

const cellClasses = 'px-3 py-2 text-right tabular-nums text-fg';
const rowHeaderClasses = 'px-3 py-2 text-left font-medium text-fg';

/** A chart's figures as a table with a caption and headers. */
export function DataTable({ caption, columns, rows, footer, visible }: DataTableProps) {
  const captionId = useId();
  const table = (
    <table className="w-full min-w-max border-collapse text-sm">
      <caption id={captionId} className="sr-only">
        {caption}
      </caption>
      <thead>
        <tr className="border-b border-line-strong/60">
          {columns.map((column, index) => (
            <th
              key={column}
              scope="col"
              className={`px-3 py-2 font-semibold text-fg-muted ${index === 0 ? 'text-left' : 'text-right'}`}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-line last:border-b-0">
            <th scope="row" className={rowHeaderClasses}>
              {row.header}
            </th>
            {row.cells.map((cell, index) => (
              <td key={index} className={cellClasses}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {footer ? (
        <tfoot>
          <tr className="border-t border-line-strong/60">
            <th scope="row" className={rowHeaderClasses}>
              {footer.header}
            </th>
            {footer.cells.map((cell, index) => (
              <td key={index} className={`${cellClasses} font-semibold`}>
                {cell}
              </td>
            ))}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
  if (!visible) return <div className="sr-only">{table}</div>;
  // A wide table scrolls inside its box on a phone; the box takes focus so keys can scroll it.
  return (
    <div
      role="group"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-line focus-visible:outline-2 focus-visible:outline-ring"
    >
      {table}
    </div>
  );
}
