import type { Locator, Page } from 'playwright-core';

/**
 * Every row of a virtual table as its cells' texts, read while scrolling the table from top to bottom; undefined
 * while any row in view is still loading. The table is left scrolled to the top again, and the reader waits until
 * the address says page 1 again: a list writes the page in view into the address once scrolling settles, so on a
 * loaded machine a read that paused on page 2 long enough has written page=2, which the list then puts back.
 */
export async function virtualTableRows(page: Page, table: Locator): Promise<string[][] | undefined> {
  const scroller = table.locator('.virtual-table-scroll');
  try {
    return await readScrolling(page, table, scroller);
  } finally {
    await scroller.evaluate((element) => element.scrollTo({ top: 0 }));
    await page.waitForFunction(() => ['1', null].includes(new URL(location.href).searchParams.get('page')), undefined, { timeout: 20_000 });
  }
}

async function readScrolling(page: Page, table: Locator, scroller: Locator): Promise<string[][] | undefined> {
  await scroller.evaluate((element) => element.scrollTo({ top: 0 }));
  const seen = new Map<number, string[]>();
  for (;;) {
    const rows = await table.evaluate((element) =>
      Array.from(element.querySelectorAll('[role="row"][aria-rowindex]'), (row) => ({
        index: Number(row.getAttribute('aria-rowindex')),
        loading: row.classList.contains('is-loading'),
        cells: Array.from(row.querySelectorAll('[role="cell"]'), (cell) => (cell.textContent ?? '').trim()),
      })),
    );
    if (rows.some((row) => row.loading)) return undefined;
    for (const row of rows) seen.set(row.index, row.cells);
    const moved = await scroller.evaluate((element) => {
      const before = element.scrollTop;
      element.scrollTo({ top: before + element.clientHeight - 60 });
      return element.scrollTop !== before;
    });
    if (!moved) break;
    await page.waitForTimeout(50);
  }
  return [...seen.entries()].sort(([a], [b]) => a - b).map(([, cells]) => cells);
}
