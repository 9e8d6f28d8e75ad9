/** What counts as one cell of a row: a table's cells, a card's title parts, key figure and details. */
export const CELL_SELECTOR = '[role="cell"], [data-cell]';

/**
 * The full text of a cell its width cuts short (an ellipsis, chips past the edge), or null when it shows whole.
 * The row's link lies over its cells, so their own titles never show: the link carries this text instead.
 */
export function cutText(cell: Element): string | null {
  const cut = [cell, ...cell.querySelectorAll('*')].some((element) => element.scrollWidth > element.clientWidth + 1);
  if (!cut) return null;
  const text = cell.querySelector('[title]')?.getAttribute('title') ?? cell.textContent ?? '';
  return text.trim() || null;
}

/** The cut cell of a row under a point of the screen, as its full text (null: none there, or shown whole). */
export function cutTextAt(row: Element, x: number, y: number): string | null {
  for (const cell of row.querySelectorAll(CELL_SELECTOR)) {
    const box = cell.getBoundingClientRect();
    if (x >= box.left && x < box.right && y >= box.top && y < box.bottom) return cutText(cell);
  }
  return null;
}

/** Every cut cell of a row, in reading order: what a keyboard user's focus on the row shows under it. */
export function cutTexts(row: Element): string[] {
  return Array.from(row.querySelectorAll(CELL_SELECTOR), cutText).filter((text): text is string => text !== null);
}
