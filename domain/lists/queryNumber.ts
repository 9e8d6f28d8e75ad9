/** A number of a list's query string (a range bound); null when absent, empty or not a number. */
export function queryNumber(query: URLSearchParams, name: string): number | null {
  const text = query.get(name);
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
