const PAGE_SIZE = 15;

/**
 * Rows per page of every list (spec 000 §9, 001 §9, 003: 15): ?page=N opens a list at row 15 * (N - 1) + 1.
 * Rows count from 0 here.
 */
export const listPaging = {
  pageSize: PAGE_SIZE,
  firstRowOf: (page: number): number => PAGE_SIZE * (page - 1),
  pageOf: (row: number): number => Math.floor(row / PAGE_SIZE) + 1,
  /** Whether any row of a page lies between first and last. */
  inView: (page: number, first: number, last: number): boolean => {
    const start = PAGE_SIZE * (page - 1);
    return start <= last && start + PAGE_SIZE - 1 >= first;
  },
  /**
   * The page the address should name once scrolling settles on rows first to last of total, or null when the page it
   * names stands: the page of the top row, unless the list is scrolled to its end and shows the page named (a link
   * to the last page of a short list cannot bring its first row to the top).
   */
  pageToKeep: (page: number, first: number, last: number, total: number): number | null => {
    const top = Math.floor(first / PAGE_SIZE) + 1;
    if (top === page) return null;
    const start = PAGE_SIZE * (page - 1);
    const shown = start <= last && start + PAGE_SIZE - 1 >= first;
    return last >= total - 1 && shown ? null : top;
  },
};
