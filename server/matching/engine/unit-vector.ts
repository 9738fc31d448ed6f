/** `values` scaled to length 1, as a new array, so that a dot product of two is their cosine; null when empty or all zero. */
export function unitVector(values: ArrayLike<number> | null | undefined): Float64Array | null {
  if (!values || values.length === 0) return null;
  let norm = 0;
  for (let at = 0; at < values.length; at++) norm += values[at]! * values[at]!;
  norm = Math.sqrt(norm);
  return norm > 0 ? Float64Array.from(values, (value) => value / norm) : null;
}
