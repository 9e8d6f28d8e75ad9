/** The rows asked of the worker: `limit` rows from `offset`. */
export type Requested = { offset: number; limit: number };

/**
 * Rows asked for beyond the rows in view: many ahead in the direction of the scroll, fewer behind. A new window is
 * asked for once fewer than MARGIN rows are left ahead: a fast scroll (about 30 rows a frame) then still has
 * frames of rows in hand while the worker answers.
 */
export const AHEAD = 160;
export const BEHIND = 40;
export const MARGIN = 80;

/** Rows a list's first screen shows at most (a phone's cards to a tall monitor's rows): what is held ahead of a click. */
export const FIRST_SCREEN_ROWS = 40;

/** The window asked for before any row is in view. */
export const FIRST_WINDOW: Requested = { offset: 0, limit: AHEAD };

/**
 * The window to ask for when rows first..last are in view, having been at previousFirst before; null while the
 * requested window still holds the rows in view and MARGIN rows ahead of them (the list ends at total - 1).
 */
export function nextWindow(
  requested: Requested,
  view: { first: number; last: number; previousFirst: number; total: number | null },
): Requested | null {
  const { first, last, previousFirst, total } = view;
  const down = first >= previousFirst;
  const lastRow = total === null ? Number.MAX_SAFE_INTEGER : total - 1;
  const from = Math.max(0, down ? first : first - MARGIN);
  const to = Math.min(down ? last + MARGIN : last, lastRow);
  if (from >= requested.offset && to < requested.offset + requested.limit) return null;
  const offset = Math.max(0, first - (down ? BEHIND : AHEAD));
  return { offset, limit: last + (down ? AHEAD : BEHIND) - offset + 1 };
}
