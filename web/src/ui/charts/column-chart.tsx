import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { bandIndexAt, bandLayout, labelledIndices, linearScale, niceTicks } from './chart-geometry.ts';
import styles from './charts.module.css';
import { useElementWidth } from './use-element-width.ts';

export interface Column {
  key: string;
  /** Short axis label, e.g. "May 12". */
  axisLabel: string;
  value: number;
  /** What the tooltip says, exact, e.g. "Tue, May 12, 2026: 31 events". */
  description: string;
}

export type ColumnChartProps = {
  /** The summary a screen reader reads for the whole chart (role="img"). */
  summary: string;
  columns: readonly Column[];
  /** Formats value-axis ticks. */
  formatTick?: (value: number) => string;
  /** Height of the plot area in pixels. */
  plotHeight?: number;
};

const margin = { top: 12, right: 12, bottom: 28 };
// Before the first measurement the chart is drawn at this width and scaled by its viewBox.
const fallbackWidth = 640;
const approxCharWidth = 7;
const minLabelSpacing = 64;

/**
 * A vertical bar chart of one series (e.g. events per day). Hover, tap or focus it and use the
 * arrow keys to read an exact value in a tooltip.
 */
export function ColumnChart({ summary, columns, formatTick = String, plotHeight = 180 }: ColumnChartProps) {
  const [containerRef, measuredWidth] = useElementWidth<HTMLDivElement>();
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const width = measuredWidth ?? fallbackWidth;
  const height = margin.top + plotHeight + margin.bottom;
  const { top, ticks } = niceTicks(Math.max(0, ...columns.map((column) => column.value)));
  const tickLabels = ticks.map(formatTick);
  const left = Math.max(...tickLabels.map((label) => label.length)) * approxCharWidth + 12;
  const plotRight = width - margin.right;
  const baseline = margin.top + plotHeight;
  const y = linearScale(top, baseline, margin.top);
  const bands = bandLayout(columns.length, left, plotRight, 0.25);
  const labelled = labelledIndices(columns.length, Math.floor((plotRight - left) / minLabelSpacing));

  function indexAtPointer(event: PointerEvent<SVGSVGElement>): number | null {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * width;
    return bandIndexAt(x, columns.length, left, plotRight);
  }

  function activate(index: number | null, announce: boolean) {
    setActiveIndex(index);
    if (announce && index !== null) setAnnouncement(columns[index]?.description ?? '');
  }

  function handleKeyDown(event: KeyboardEvent<SVGSVGElement>) {
    const last = columns.length - 1;
    const current = activeIndex ?? last;
    const next: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: last };
    const target = next[event.key];
    if (target === undefined || last < 0) return;
    event.preventDefault();
    activate(Math.min(last, Math.max(0, target)), true);
  }

  const active = activeIndex === null ? null : { column: columns[activeIndex], band: bands[activeIndex] };
  const tooltipSide = active?.band
    ? active.band.center < width * 0.25
      ? 'start'
      : active.band.center > width * 0.75
        ? 'end'
        : 'middle'
    : null;

  return (
    <div ref={containerRef} className={styles.columnChart}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-label={`${summary} Focus the chart and use the arrow keys to read each value.`}
        tabIndex={0}
        onPointerMove={(event) => activate(indexAtPointer(event), false)}
        onPointerDown={(event) => activate(indexAtPointer(event), false)}
        // A finger lifted also "leaves": a tapped value stays until the chart loses focus.
        onPointerLeave={(event) => {
          if (event.pointerType !== 'touch') activate(null, false);
        }}
        onFocus={() => setActiveIndex((current) => current ?? (columns.length > 0 ? columns.length - 1 : null))}
        onBlur={() => activate(null, false)}
        onKeyDown={handleKeyDown}
      >
        {ticks.map((tick, index) => (
          <g key={tick}>
            <line className={tick === 0 ? styles.axisLine : styles.gridLine} x1={left} x2={plotRight} y1={y(tick)} y2={y(tick)} />
            <text className={styles.tickLabel} x={left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
              {tickLabels[index]}
            </text>
          </g>
        ))}
        {/* Behind the bars, so it marks an empty day without cutting through a full one. */}
        {active?.band && (
          <line className={styles.cursorLine} x1={active.band.center} x2={active.band.center} y1={margin.top} y2={baseline} />
        )}
        {bands.map((band, index) => {
          const value = columns[index]?.value ?? 0;
          const barTop = y(value);
          return (
            <rect
              key={columns[index]?.key ?? index}
              className={index === activeIndex ? `${styles.bar} ${styles.barActive}` : styles.bar}
              x={band.x}
              y={barTop}
              width={band.width}
              height={Math.max(0, baseline - barTop)}
              rx={Math.min(2, band.width / 4)}
            />
          );
        })}
        {labelled.map((index) => {
          const label = columns[index]?.axisLabel ?? '';
          // Centred under its bar, yet never cut off at either edge.
          const halfLabel = (label.length * approxCharWidth) / 2;
          const x = Math.min(width - halfLabel, Math.max(halfLabel, bands[index]?.center ?? 0));
          return (
            <text key={columns[index]?.key ?? index} className={styles.tickLabel} x={x} y={baseline + 18} textAnchor="middle">
              {label}
            </text>
          );
        })}
      </svg>
      {active?.column && active.band && (
        <div
          className={`${styles.tooltip} ${styles[`tooltip-${tooltipSide}`]}`}
          aria-hidden="true"
          style={{ left: `${(active.band.center / width) * 100}%`, top: `${(y(active.column.value) / height) * 100}%` }}
        >
          {active.column.description}
        </div>
      )}
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
