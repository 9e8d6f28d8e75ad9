import type { Page } from 'playwright-core';
import { percentile, timeToPaint, type AddFigure } from './pageTiming.ts';

const TABLE = '[role="table"][aria-label="Opportunities"]';
const FIRST_ROW = `${TABLE} [role="row"][aria-rowindex="2"]`;
/** The deal card: current vehicle figures, desk inputs and the calculator (or its empty text), rendered together. */
const DEAL_CARD = '.deal-desk';
const MONTHLY = '.deal-options tbody tr:first-child [data-field="monthly"]';
const ROUNDS = 16;

/**
 * Milliseconds from typing into a deal sheet field (the value set and its input event, as a keystroke does) until
 * the first option's monthly payment on screen changed and that frame is painted.
 */
function recomputeToPaint(page: Page, field: string, value: string): Promise<number> {
  return page.evaluate(
    ({ field, value, watch }) =>
      new Promise<number>((resolve, reject) => {
        const input = Array.from(document.querySelectorAll<HTMLLabelElement>('label.deal-input')).find((label) => label.textContent?.startsWith(field))?.querySelector('input');
        if (!input) throw new Error(`No field ${field}.`);
        const read = () => document.querySelector(watch)?.textContent ?? '';
        const before = read();
        const observer = new MutationObserver(() => {
          if (read() === before) return;
          observer.disconnect();
          clearTimeout(timer);
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - started);
          requestAnimationFrame(() => channel.port2.postMessage(null));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`The monthly payment did not change after typing ${value} into ${field}.`));
        }, 10_000);
        const started = performance.now();
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setter?.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    { field, value, watch: MONTHLY },
  );
}

/**
 * The deal page figures of issue 5 on a synced dealer: opening a deal sheet from the list (a click on a row until
 * the deal card with the calculator is painted), p50 and p95 over rows of the list, and one recomputation (a down
 * payment keystroke until the first option's new monthly is painted).
 */
export async function benchDealSheet(page: Page, serverUrl: string, listType: string, add: AddFigure): Promise<void> {
  const opens: number[] = [];
  const keystrokes: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    await page.goto(`${serverUrl}/opportunity/${listType}?page=1`);
    await page.locator(FIRST_ROW).getByRole('cell').first().waitFor();
    await page.waitForTimeout(300);
    const row = `${TABLE} [role="row"][aria-rowindex="${2 + i}"]`;
    // A row opens through the link over it.
    opens.push(await timeToPaint(page, { click: `${row} a` }, DEAL_CARD));
    // A customer whose make the dealer neither stocks nor builds has no replacement, so nothing to recompute.
    if ((await page.locator(MONTHLY).count()) > 0) keystrokes.push(await recomputeToPaint(page, 'Down payment', String(1_000 + i * 250)));
  }
  add('browser.deal_sheet_open_to_pixels_p50', percentile(opens, 50), 'ms', { runs: opens.length, list: listType });
  add('browser.deal_sheet_open_to_pixels_p95', percentile(opens, 95), 'ms', { runs: opens.length, list: listType });
  add('browser.deal_sheet_recompute_to_pixels_p50', percentile(keystrokes, 50), 'ms', { runs: keystrokes.length });
  add('browser.deal_sheet_recompute_to_pixels_p95', percentile(keystrokes, 95), 'ms', { runs: keystrokes.length });
}
