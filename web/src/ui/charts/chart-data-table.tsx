import { useId, useState } from 'react';
import { Table2 } from 'lucide-react';
import styles from './charts.module.css';

export type ChartDataTableProps = {
  caption: string;
  /** Column headings; the first column names each row. */
  columns: readonly string[];
  rows: readonly (readonly string[])[];
};

/**
 * A chart's numbers as a table: always there for screen readers, shown on request for
 * everyone else (keyboard users, copying a number, a print-out).
 */
export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  const [shown, setShown] = useState(false);
  const tableId = useId();
  return (
    <div>
      <button type="button" className={styles.dataToggle} aria-expanded={shown} aria-controls={tableId} onClick={() => setShown(!shown)}>
        <Table2 size={16} aria-hidden="true" />
        {shown ? 'Hide data' : 'Show data'}
      </button>
      {/* A table wider than a phone scrolls sideways: the scroller takes focus, so the keyboard can scroll it too. */}
      <div
        className={shown ? styles.tableScroller : 'visually-hidden'}
        tabIndex={shown ? 0 : undefined}
        role={shown ? 'region' : undefined}
        aria-label={shown ? caption : undefined}
      >
        <table id={tableId} className={styles.table}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, ...values]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                {values.map((value, index) => (
                  <td key={columns[index + 1] ?? index}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
