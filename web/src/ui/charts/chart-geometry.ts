/**
 * The geometry of Tandem's small SVG charts: pure functions from numbers to pixels, so the
 * components only draw. Counts are whole numbers, so value axes step by whole numbers too.
 */

export interface ValueTicks {
  /** The top of the value axis: the smallest tick at or above the largest value. */
  top: number;
  /** Tick values from 0 to `top`, evenly spaced by 1, 2 or 5 times a power of ten. */
  ticks: number[];
}

/** Round ticks for a count axis from 0 to at least `max`, at most about `maxTickCount` + 1 of them. */
export function niceTicks(max: number, maxTickCount = 4): ValueTicks {
  if (!(max > 0)) return { top: 1, ticks: [0, 1] };
  const roughStep = max / Math.max(1, maxTickCount);
  const magnitude = 10 ** Math.floor(Math.log10(roughStep));
  const normalized = roughStep / magnitude;
  const multiplier = normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 5 ? 5 : 10;
  const step = Math.max(1, multiplier * magnitude);
  const top = Math.ceil(max / step) * step;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  return { top, ticks };
}

/** Maps 0…`domainMax` onto `rangeStart`…`rangeEnd` (either direction, e.g. bottom-up for SVG y). */
export function linearScale(domainMax: number, rangeStart: number, rangeEnd: number): (value: number) => number {
  const span = rangeEnd - rangeStart;
  return (value) => (domainMax > 0 ? rangeStart + (value / domainMax) * span : rangeStart);
}

export interface Band {
  /** Left edge of the bar. */
  x: number;
  width: number;
  /** Centre of the band, where a label or tooltip points. */
  center: number;
}

/** `count` equal bands between `start` and `end`, each bar leaving `gapRatio` of its band empty. */
export function bandLayout(count: number, start: number, end: number, gapRatio = 0.2): Band[] {
  if (count <= 0) return [];
  // A chart squeezed to nothing (not laid out yet) draws empty bars rather than negative ones.
  const band = Math.max(0, end - start) / count;
  // Very thin bands keep a bar at least a pixel wide (or the whole band, when thinner still).
  const width = Math.max(Math.min(1, band), band * (1 - gapRatio));
  return Array.from({ length: count }, (_, index) => {
    const bandStart = start + index * band;
    return { x: bandStart + (band - width) / 2, width, center: bandStart + band / 2 };
  });
}

/** Which of `count` bands between `start` and `end` a pointer position falls in, clamped to the ends. */
export function bandIndexAt(position: number, count: number, start: number, end: number): number | null {
  if (count <= 0 || end <= start) return null;
  const index = Math.floor(((position - start) / (end - start)) * count);
  return Math.min(count - 1, Math.max(0, index));
}

/**
 * Which of `count` categories get an axis label when only `maxLabels` fit: evenly spaced,
 * counted back from the last so the newest (e.g. today) is always labelled.
 */
export function labelledIndices(count: number, maxLabels: number): number[] {
  if (count <= 0 || maxLabels <= 0) return [];
  const step = Math.ceil(count / maxLabels);
  const indices: number[] = [];
  for (let index = count - 1; index >= 0; index -= step) indices.unshift(index);
  return indices;
}

/** The length of a bar for `value` when `max` fills `length`; a non-zero value stays visible. */
export function barLength(value: number, max: number, length: number, minVisible = 2): number {
  if (value <= 0 || max <= 0 || length <= 0) return 0;
  return Math.min(length, Math.max(minVisible, (value / max) * length));
}

/** A label cut to `maxChars` with an ellipsis, for SVG text that cannot wrap. */
export function fitLabel(label: string, maxChars: number): string {
  if (label.length <= maxChars) return label;
  return maxChars <= 1 ? '…' : `${label.slice(0, maxChars - 1).trimEnd()}…`;
}
