import type { ByteRange } from './media-storage.ts';

/**
 * The one byte range of a `Range` header that Tandem serves, with the semantics of the
 * `range-parser` package (which `send` and `@fastify/send` use) plus its fix for long suffixes:
 *
 * - `null`, serve the whole object: no header, another unit than `bytes`, a header that does not
 *   parse, or several ranges (media players ask for one at a time; the whole object is a valid
 *   answer to any range request);
 * - `'unsatisfiable'` (416): no range overlaps the object (`bytes=500-` of 100 bytes, `bytes=-0`),
 *   or every range is backwards (`bytes=20-10`);
 * - else the inclusive range, its end clamped to the object (`bytes=90-500` → 90-99) and a suffix
 *   longer than the object meaning all of it (`bytes=-500` of 100 bytes → 0-99).
 *
 * Hand-written only because `range-parser` is not a dependency yet: once it is, this becomes
 * `parseRange(size, header, { combine: true })` read the same way, and the cases of
 * `byte-range.test.ts` hold for both.
 */
export function requestedByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const equals = header.indexOf('=');
  if (equals === -1 || header.slice(0, equals).toLowerCase() !== 'bytes') return null;

  const ranges: ByteRange[] = [];
  for (const spec of header.slice(equals + 1).split(',')) {
    const match = spec.trim().match(/^(\d*)-(\d*)$/);
    if (!match) return null;
    const [, first = '', last = ''] = match;
    if (first === '' && last === '') return null;
    let start: number;
    let end: number;
    if (first === '') {
      const suffixLength = Number(last);
      if (suffixLength === 0) continue;
      start = Math.max(0, size - suffixLength);
      end = size - 1;
    } else {
      start = Number(first);
      end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
    }
    if (start <= end && start < size) ranges.push({ start, end });
  }
  if (ranges.length === 0) return 'unsatisfiable';
  const combined = combine(ranges);
  return combined.length === 1 ? combined[0]! : null;
}

/** Overlapping or adjacent ranges as one (`bytes=0-9,5-19` is one range, 0-19). */
function combine(ranges: ByteRange[]): ByteRange[] {
  const ordered = [...ranges].sort((a, b) => a.start - b.start);
  const combined: ByteRange[] = [];
  for (const range of ordered) {
    const previous = combined.at(-1);
    if (previous && range.start <= previous.end + 1) previous.end = Math.max(previous.end, range.end);
    else combined.push({ ...range });
  }
  return combined;
}
