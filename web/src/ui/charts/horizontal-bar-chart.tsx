import { Fragment } from 'react';
import { barLength, fitLabel } from './chart-geometry.ts';
import styles from './charts.module.css';
import { useElementWidth } from './use-element-width.ts';

export interface HorizontalBar {
  key: string;
  label: string;
  value: number;
  /** The exact value as shown at the end of the label line, e.g. "1,204". */
  valueText: string;
  /** A muted line above the bar, e.g. how a funnel step converted from the one before. */
  note?: string | null;
}

export type HorizontalBarChartProps = {
  /** The summary a screen reader reads for the whole chart (role="img"). */
  summary: string;
  bars: readonly HorizontalBar[];
};

const fallbackWidth = 640;
const approxCharWidth = 7.5;
const noteHeight = 20;
const labelHeight = 22;
const barHeight = 12;
const rowGap = 14;

/**
 * Labelled horizontal bars, one per row, each with its exact value written beside its label:
 * rankings and funnels. Labels sit above their bars so long names fit on a phone.
 */
export function HorizontalBarChart({ summary, bars }: HorizontalBarChartProps) {
  const [containerRef, measuredWidth] = useElementWidth<HTMLDivElement>();
  const width = measuredWidth ?? fallbackWidth;
  const max = Math.max(0, ...bars.map((bar) => bar.value));

  // Rows stack down the chart: each starts where the one above ended.
  const rows = [];
  let y = 0;
  for (const bar of bars) {
    const noteY = bar.note ? y + 14 : null;
    if (bar.note) y += noteHeight;
    const labelY = y + 15;
    const barY = y + labelHeight;
    y = barY + barHeight + rowGap;
    const maxLabelChars = Math.floor((width - bar.valueText.length * approxCharWidth - 16) / approxCharWidth);
    rows.push({ bar, noteY, labelY, barY, label: fitLabel(bar.label, maxLabelChars), length: barLength(bar.value, max, width) });
  }
  const height = Math.max(1, y - rowGap);

  return (
    <div ref={containerRef} className={styles.barChart}>
      <svg className={styles.svg} viewBox={`0 0 ${width} ${height}`} width="100%" role="img" aria-label={summary}>
        {rows.map(({ bar, noteY, labelY, barY, label, length }) => (
          <Fragment key={bar.key}>
            {noteY !== null && (
              <text className={styles.note} x={0} y={noteY}>
                {`↓ ${bar.note}`}
              </text>
            )}
            <text className={styles.barLabel} x={0} y={labelY}>
              {label}
            </text>
            <text className={styles.barValue} x={width} y={labelY} textAnchor="end">
              {bar.valueText}
            </text>
            <rect className={styles.track} x={0} y={barY} width={width} height={barHeight} rx={barHeight / 2} />
            {length > 0 && (
              <rect className={styles.bar} x={0} y={barY} width={length} height={barHeight} rx={Math.min(barHeight / 2, length / 2)} />
            )}
          </Fragment>
        ))}
      </svg>
    </div>
  );
}
