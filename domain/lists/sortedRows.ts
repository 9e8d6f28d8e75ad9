/**
 * A sorted array of rows kept sorted as rows come and go, for every in-memory list (the opportunity index's
 * orders, the customer index's): binary search, changes in place for a few rows, a one-pass merge for a batch.
 * A row is found by reference; `compare` is the order's.
 */

/** The first position from `low` on whose row does not sort before `row`. */
function lowerBound<Row>(rows: readonly Row[], row: Row, compare: (a: Row, b: Row) => number, low = 0): number {
  let high = rows.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(rows[mid] as Row, row) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Where a row held in a sorted list is (binary search, then a scan should the list hold it out of place). */
function positionOf<Row>(rows: readonly Row[], row: Row, compare: (a: Row, b: Row) => number): number {
  const at = lowerBound(rows, row, compare, 0);
  return rows[at] === row ? at : rows.indexOf(row);
}

/**
 * Takes rows out of a sorted list and puts others in, in place, row by row (splice moves memory rather than
 * copying rows one by one): cheaper than mergeSorted for a few changes.
 */
export function patchSorted<Row>(
  rows: Row[],
  removed: Iterable<Row>,
  added: Iterable<Row>,
  compare: (a: Row, b: Row) => number,
): void {
  for (const row of removed) {
    const at = positionOf(rows, row, compare);
    if (at >= 0) rows.splice(at, 1);
  }
  for (const row of added) rows.splice(lowerBound(rows, row, compare, 0), 0, row);
}

/**
 * A sorted list with some of its rows taken out and new ones put in, in one pass: the places of both are found by
 * binary search in the old list, then the rows are copied in order. A batch of k changes to n rows costs n
 * copies and k·log n comparisons, where sorting again costs n·log n comparisons.
 */
export function mergeSorted<Row>(
  rows: readonly Row[],
  removed: Iterable<Row>,
  added: Iterable<Row>,
  compare: (a: Row, b: Row) => number,
): Row[] {
  const skip = Int32Array.from(removed, (row) => positionOf(rows, row, compare))
    .filter((at) => at >= 0)
    .sort();
  const adding = [...added].sort(compare);
  const places = new Int32Array(adding.length);
  for (let j = 0, from = 0; j < adding.length; j++) {
    from = lowerBound(rows, adding[j] as Row, compare, from);
    places[j] = from;
  }
  // Grown by push: V8 keeps a large array made with new Array(n) as a slow dictionary.
  const out: Row[] = [];
  let next = 0;
  let skipped = 0;
  for (let i = 0; i <= rows.length; i++) {
    while (next < adding.length && places[next] === i) out.push(adding[next++] as Row);
    if (i === rows.length) break;
    if (skipped < skip.length && skip[skipped] === i) skipped++;
    else out.push(rows[i] as Row);
  }
  return out;
}

