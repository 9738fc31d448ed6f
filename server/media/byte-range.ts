import parseRange from 'range-parser';
import type { ByteRange } from './media-storage.ts';

/**
 * The one byte range of a `Range` header that Tandem serves, read by `range-parser` (the parser
 * `send` and `@fastify/send` use), with `combine` so that overlapping or adjacent ranges count as
 * one (`bytes=0-9,5-19` is 0-19):
 *
 * - `null`, serve the whole object: no header, another unit than `bytes`, a header that does not
 *   parse, or several ranges (media players ask for one at a time; the whole object is a valid
 *   answer to any range request);
 * - `'unsatisfiable'` (416): no range overlaps the object (`bytes=500-` of 100 bytes, `bytes=-0`),
 *   or every range is backwards (`bytes=20-10`);
 * - else the inclusive range, its end clamped to the object (`bytes=90-500` → 90-99).
 *
 * This adapter adds two things to range-parser, both pinned by `byte-range.test.ts`: a unit other
 * than `bytes` means "the whole object" (range-parser reports the unit but would still answer
 * "unsatisfiable" for `items=500-`), and a suffix longer than the object means all of it
 * (`bytes=-500` of 100 bytes → 0-99), as HTTP says, where range-parser finds no range (its start
 * would be negative) and a player asking for "the last 64 KB" of a short file would get a 416.
 */
export function requestedByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === undefined || !/^bytes=/i.test(header)) return null;
  const ranges = parseRange(size, withLongSuffixesAsWholeObject(header, size), { combine: true });
  if (ranges === -2) return null;
  if (ranges === -1) return 'unsatisfiable';
  return ranges.length === 1 ? { start: ranges[0]!.start, end: ranges[0]!.end } : null;
}

/** `bytes=-500` of a 100-byte object → `bytes=0-`; every other range spec is left as it is. */
function withLongSuffixesAsWholeObject(header: string, size: number): string {
  return header.replace(/([=,]\s*)-(\d+)/g, (spec, before: string, suffixLength: string) =>
    Number(suffixLength) > size ? `${before}0-` : spec,
  );
}
