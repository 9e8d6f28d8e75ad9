/**
 * Values computed once per source array and key. The worker hands the dashboard a new array whenever its source
 * changed and the same one otherwise (worker/dashboard/dashboardInputs.ts), so what does not depend on the range (a
 * user's open opportunities, the sales in date order) is computed once and a change of range only reads it.
 */
const memos = new WeakMap<object, Map<string, unknown>>();

export function memoOf<T>(source: object, key: string, compute: () => T): T {
  let values = memos.get(source);
  if (!values) {
    values = new Map();
    memos.set(source, values);
  }
  if (values.has(key)) return values.get(key) as T;
  const value = compute();
  values.set(key, value);
  return value;
}

/** The number of items of a sorted array below `value` (by the same order): a binary search. */
export function countBelow<T>(sorted: readonly T[], value: string, keyOf: (item: T) => string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyOf(sorted[middle] as T) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
