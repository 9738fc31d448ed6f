/**
 * Sparse vectors in compressed rows: row `r` holds dims[start[r]..start[r+1]) in increasing order,
 * with their weights. The matching model keeps every attendee's needs, offers and topics this way,
 * and the inverted index is the same structure turned around (one row per dim, listing attendees).
 */
export interface SparseRows {
  start: Int32Array;
  dims: Int32Array;
  weights: Float64Array;
}

/** The inverted index of `rows` over `dimCount` dims: row d lists the rows holding d, in increasing order. */
export function transpose(rows: SparseRows, dimCount: number): SparseRows {
  const start = new Int32Array(dimCount + 1);
  for (let at = 0; at < rows.dims.length; at++) start[rows.dims[at]! + 1]!++;
  for (let dim = 0; dim < dimCount; dim++) start[dim + 1]! += start[dim]!;
  const fill = start.slice(0, dimCount);
  const dims = new Int32Array(rows.dims.length);
  const weights = new Float64Array(rows.dims.length);
  const rowCount = rows.start.length - 1;
  for (let row = 0; row < rowCount; row++) {
    for (let at = rows.start[row]!; at < rows.start[row + 1]!; at++) {
      const dim = rows.dims[at]!;
      const to = fill[dim]!++;
      dims[to] = row;
      weights[to] = rows.weights[at]!;
    }
  }
  return { start, dims, weights };
}

/** A viewer-side vector held on its own (a row copied out, possibly re-weighted). */
export interface SparseVector {
  dims: Int32Array;
  weights: Float64Array;
}

/**
 * `sum` plus the dot product of a vector with one row, each product scaled by `scale` and added
 * in dim order (the two sorted dim lists merged).
 */
export function dotRow(vector: SparseVector, rows: SparseRows, row: number, sum = 0, scale = 1): number {
  const { dims, weights } = vector;
  let i = 0;
  let j = rows.start[row]!;
  const end = rows.start[row + 1]!;
  let total = sum;
  while (i < dims.length && j < end) {
    const a = dims[i]!;
    const b = rows.dims[j]!;
    if (a === b) {
      total += scale * (weights[i]! * rows.weights[j]!);
      i++;
      j++;
    } else if (a < b) i++;
    else j++;
  }
  return total;
}

export function rowVector(rows: SparseRows, row: number): SparseVector {
  const from = rows.start[row]!;
  const to = rows.start[row + 1]!;
  return { dims: rows.dims.subarray(from, to), weights: rows.weights.subarray(from, to) };
}

/** Builds rows one at a time, without a map per row: a dim set twice in a row keeps its largest weight. */
export class RowsBuilder {
  private readonly starts: number[] = [0];
  private readonly dims: number[] = [];
  private readonly weights: number[] = [];

  set(dim: number, weight: number): void {
    for (let at = this.starts[this.starts.length - 1]!; at < this.dims.length; at++) {
      if (this.dims[at] !== dim) continue;
      this.weights[at] = Math.max(this.weights[at]!, weight);
      return;
    }
    this.dims.push(dim);
    this.weights.push(weight);
  }

  /** Appends a dim the row does not hold yet. */
  push(dim: number, weight: number): void {
    this.dims.push(dim);
    this.weights.push(weight);
  }

  endRow(): void {
    this.starts.push(this.dims.length);
  }

  finish(): SparseRows {
    const start = Int32Array.from(this.starts);
    const dims = Int32Array.from(this.dims);
    const weights = Float64Array.from(this.weights);
    for (let row = 0; row + 1 < start.length; row++) sortRow(dims, weights, start[row]!, start[row + 1]!);
    return { start, dims, weights };
  }
}

/** Insertion sort: rows are a handful of dims. */
function sortRow(dims: Int32Array, weights: Float64Array, from: number, to: number): void {
  for (let i = from + 1; i < to; i++) {
    const dim = dims[i]!;
    const weight = weights[i]!;
    let j = i - 1;
    while (j >= from && dims[j]! > dim) {
      dims[j + 1] = dims[j]!;
      weights[j + 1] = weights[j]!;
      j--;
    }
    dims[j + 1] = dim;
    weights[j + 1] = weight;
  }
}

/** Groups of consecutive rows merged into one row each (the largest weight per dim): group g is rows groupStart[g]..groupStart[g+1]. */
export function mergeGroups(rows: SparseRows, groupStart: Int32Array, dimCount: number): SparseRows {
  const scratch = new Float64Array(dimCount);
  const builder = new RowsBuilder();
  const touched: number[] = [];
  for (let group = 0; group + 1 < groupStart.length; group++) {
    touched.length = 0;
    for (let at = rows.start[groupStart[group]!]!; at < rows.start[groupStart[group + 1]!]!; at++) {
      const dim = rows.dims[at]!;
      if (scratch[dim] === 0) touched.push(dim);
      scratch[dim] = Math.max(scratch[dim]!, rows.weights[at]!);
    }
    for (const dim of touched) {
      builder.push(dim, scratch[dim]!);
      scratch[dim] = 0;
    }
    builder.endRow();
  }
  return builder.finish();
}

/** Each row's sum of squared weights. */
export function rowSquares(rows: SparseRows): Float64Array {
  const rowCount = rows.start.length - 1;
  const squares = new Float64Array(rowCount);
  for (let row = 0; row < rowCount; row++) {
    for (let at = rows.start[row]!; at < rows.start[row + 1]!; at++) squares[row] = squares[row]! + rows.weights[at]! * rows.weights[at]!;
  }
  return squares;
}

/** Divides every weight of row r by divisors[r] (a zero divisor leaves the row, which is then empty, alone). */
export function divideRows(rows: SparseRows, divisors: Float64Array): void {
  for (let row = 0; row + 1 < rows.start.length; row++) {
    const divisor = divisors[row]!;
    if (divisor === 0) continue;
    for (let at = rows.start[row]!; at < rows.start[row + 1]!; at++) rows.weights[at] = rows.weights[at]! / divisor;
  }
}
