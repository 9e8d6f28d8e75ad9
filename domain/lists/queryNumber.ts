/** A number of a list's query string (a range bound); null when absent, empty or not a number. */
export function queryNumber(query: URLSearchParams, name: string): number | null {
  const text = query.get(name);
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A whole number from 1 in a list's query string (a page, a record's number); null when absent or anything else. */
export function queryPositive(query: URLSearchParams, name: string): number | null {
  const value = Number(query.get(name) ?? '');
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/** The page a list's query string opens at (?page=N scrolls to row 15 * (N - 1) + 1): a whole number from 1, else 1. */
export function queryPage(query: URLSearchParams): number {
  return queryPositive(query, 'page') ?? 1;
}
