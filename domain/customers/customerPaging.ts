const PAGE_SIZE = 15;

/** Customers per page (spec 000 §9): ?page=N opens the list at row 15 * (N - 1) + 1. Rows count from 0 here. */
export const customerPaging = {
  pageSize: PAGE_SIZE,
  firstRowOf: (page: number): number => PAGE_SIZE * (page - 1),
  pageOf: (row: number): number => Math.floor(row / PAGE_SIZE) + 1,
  /** Whether any row of a page lies between first and last. */
  inView: (page: number, first: number, last: number): boolean => {
    const start = PAGE_SIZE * (page - 1);
    return start <= last && start + PAGE_SIZE - 1 >= first;
  },
};
