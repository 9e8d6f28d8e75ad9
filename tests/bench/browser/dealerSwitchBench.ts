import type { Page } from 'playwright-core';
import { percentile, timeToPaint, type AddFigure } from './pageTiming.ts';

const ROUNDS = 6;
const TABLE = '[role="table"][aria-label="Opportunities"]';
const WATCH = `${TABLE} [role="row"][aria-rowindex="2"], .list-range`;

/** Opens the dealer selector and answers the selector of the card to click for a dealer. */
async function openSelector(page: Page, key: string): Promise<string> {
  await page.getByRole('button', { name: 'CHANGE' }).click();
  const selector = page.getByRole('dialog', { name: 'Select a dealer' });
  await selector.waitFor();
  const keys = await selector.locator('.dealer-grid > .dealer-card .dealer-card-key').allTextContents();
  const at = keys.indexOf(key);
  if (at < 0) throw new Error(`No dealer ${key} in the selector.`);
  return `.dealer-grid > :nth-child(${at + 1})`;
}

/**
 * Dealer switch to the new dealer's first rows painted, both dealers synced before (issue 13): a click on the
 * dealer's card in the selector until the equity list shows the other dealer's rows, to the small dealer and back
 * to the big one, ROUNDS times each way.
 */
export async function benchDealerSwitch(page: Page, serverUrl: string, big: string, small: string, add: AddFigure): Promise<void> {
  await page.goto(`${serverUrl}/opportunity/equity?page=1`);
  await page.locator(`${TABLE} [role="row"][aria-rowindex="2"] [role="cell"]`).first().waitFor();
  const toSmall: number[] = [];
  const toBig: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    for (const [key, times] of [[small, toSmall], [big, toBig]] as const) {
      const card = await openSelector(page, key);
      times.push(await timeToPaint(page, { click: card }, WATCH));
      await page.getByRole('dialog', { name: 'Select a dealer' }).waitFor({ state: 'detached' });
      await page.waitForTimeout(500);
    }
  }
  const all = [...toSmall, ...toBig];
  add('browser.dealer_switch_to_pixels_p50', percentile(all, 50), 'ms', { runs: all.length, to_small_p50: percentile(toSmall, 50), to_big_p50: percentile(toBig, 50) });
  add('browser.dealer_switch_to_pixels_p95', percentile(all, 95), 'ms', { runs: all.length });
}
