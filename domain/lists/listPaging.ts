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
};
