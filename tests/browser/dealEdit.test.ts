import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnedVehicleDoc } from '../../domain/deal/dealDocs.ts';
import type { DealUpdate } from '../../domain/deal/dealEdit.ts';
import type { Frequency } from '../../domain/deal/dealConstants.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { moneyText } from './support/dashboardExpectations.ts';
import { signIn, syncIndicator, waitUntil } from './support/appPages.ts';

const SELLER = 'sales@demo.dealer';

let app: BrowserApp;
let context: BrowserContext;
let page: Page;
let opportunity: Opportunity;
let vehicle: OwnedVehicleDoc;
/** Whole days from the sale day to today at the dealer (its configured time zone), counted by the database. */
let daysSinceSale: number;

/** Payments a year and the factor elapsed 28-day periods are multiplied by, in hundred-thousandths (spec 001 §2.4). */
const PER_YEAR: Record<Frequency, [payments: number, factorE5: number]> = { m: [12, 100_000], b: [26, 216_666], w: [52, 433_333] };

/**
 * The payout of spec 001 §2.4, written out here: remaining payments × payment, rounded to cents (a half cent up).
 * Elapsed months are whole 28-day periods since the sale (none before it), multiplied by the frequency's factor;
 * the term in payments is term × payments a year / 12; the payout is 0 once elapsed periods reach the term. Counted
 * in whole numbers (twelfths of hundred-thousandths of a payment, cents), so a half cent is exact.
 */
function expectedPayout(payment: number, frequency: Frequency, term: number): number {
  const [perYear, factorE5] = PER_YEAR[frequency];
  const periods = Math.max(0, Math.floor(daysSinceSale / 28));
  const remaining = term * perYear * 100_000 - 12 * periods * factorE5;
  return remaining <= 0 ? 0 : Math.round((remaining * Math.round(payment * 100)) / 1_200_000) / 100;
}

beforeAll(async () => {
  app = await startBrowserApp();
  const db = app.server.deps.db;
  // An equity row of the seller's own customers, at the dealer the seller opens on.
  const [found] = await db.query<{ opportunity: Opportunity; vehicle: OwnedVehicleDoc; days: number }>(
    `SELECT o.doc AS opportunity, v.doc AS vehicle,
            (now() AT TIME ZONE (s.doc->'config'->>'dealer_timezone'))::date - left(v.doc->'contract'->>'sold_at', 10)::date AS days
       FROM users u
       JOIN dealers d ON d.id = u.current_dealer_id
       JOIN refs s ON s.dealer = d.token AND NOT s.deleted AND s.doc->>'kind' = 'settings' AND s.doc->'config'->>'dealer_timezone' <> ''
       JOIN opportunities o ON o.dealer = d.token AND NOT o.deleted AND o.doc->>'type' = 'equity'
       JOIN vehicles v ON v.dealer = o.dealer AND v.id = o.doc->>'vehicle_id' AND NOT v.deleted
      WHERE u.email = $1 AND (o.doc->>'salesperson')::int = u.id AND v.doc->'contract'->>'type' = 'finance'
      ORDER BY o.id LIMIT 1`,
    [SELLER],
  );
  if (!found) throw new Error('The demo data has no equity row of the seller.');
  ({ opportunity, vehicle } = found);
  daysSinceSale = Number(found.days);
  ({ context, page } = await app.newPage());
  await signIn(page, app.url, SELLER);
});

afterAll(async () => {
  await context?.setOffline(false).catch(() => undefined);
  await app?.close();
});

const editForm = () => page.getByRole('form', { name: 'Edit deal' });
const field = (name: string) => editForm().locator(`[name="${name}"]`);
const dealPath = (section: string) => `/deal/${encodeURIComponent(opportunity.id)}/${section}`;

/**
 * Goes to a route inside the running app, as its links do. (A full page load of a deal route is not used: the
 * server answers a page path holding a percent-encoded id, such as equity%3AV1, with 404 rather than the app.)
 */
async function openInApp(path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('deal edit', () => {
  const contract = () => {
    if (!vehicle.contract) throw new Error('no contract');
    return vehicle.contract;
  };
  const newPayment = () => contract().payment + 25;
  const newTerm = () => contract().term + 12;
  /** Half the trade, with cents: equity stays positive, so the row stays on the equity list after re-mining. */
  const typedPayout = () => Math.floor(opportunity.trade / 2) + 0.67;

  it('opens with the contract, and the payout is recomputed as payment and term change', async () => {
    await expect.poll(() => syncIndicator(page).textContent(), { timeout: 30_000 }).toBe('Synced');
    await openInApp(dealPath('edit'));
    await editForm().waitFor({ timeout: 20_000 });
    expect(await field('term').inputValue()).toBe(String(contract().term));
    expect(await field('payment').inputValue()).toBe(String(contract().payment));
    expect(await field('sold_at').inputValue()).toBe(contract().sold_at.slice(0, 10));

    await field('payment').fill(String(newPayment()));
    await field('term').fill(String(newTerm()));
    const expected = expectedPayout(newPayment(), contract().frequency, newTerm());
    expect(expected).toBeGreaterThan(0);
    await expect.poll(() => field('payout').inputValue()).toBe(moneyText(expected));
  });

  it('EDIT makes the payout typed; saved off line, the deal sheet shows the new payout at once', async () => {
    await editForm().getByRole('button', { name: 'EDIT' }).click();
    await field('payout').fill(String(typedPayout()));
    await field('term').fill(String(newTerm() + 1));
    // The typed payout stands while the terms change.
    expect(await field('payout').inputValue()).toBe(String(typedPayout()));

    await app.setOffline(context, true);
    await expect.poll(() => syncIndicator(page).textContent(), { timeout: 20_000 }).toBe('Offline');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await editForm().getByRole('button', { name: 'SAVE' }).click();

    await page.waitForURL((url) => url.pathname === dealPath('dealsheet') && url.search === '', { timeout: 20_000 });
    expect(visited).toContain(`${app.url}${dealPath('dealsheet')}?updated=true`);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'The deal was updated.' }).count()).toBe(1);
    await expect.poll(() => page.locator('[data-field="payout"]').textContent()).toBe(moneyText(typedPayout()));
    await expect.poll(() => syncIndicator(page).textContent()).toBe('Offline · 1 waiting');
    const waiting = await app.server.deps.db.query('SELECT id FROM events WHERE type = $1', ['deal.updated']);
    expect(waiting).toEqual([]);
  });

  it('back on line, the edit reaches the server and its rows carry the typed payout', async () => {
    await app.setOffline(context, false);
    const db = app.server.deps.db;
    const payload = await waitUntil('the deal.updated event on the server', async () => {
      const [event] = await db.query<{ payload: DealUpdate }>('SELECT payload FROM events WHERE type = $1', ['deal.updated']);
      return event?.payload;
    });
    expect(payload).toMatchObject({
      opportunity_id: opportunity.id,
      vehicle_id: opportunity.vehicle_id,
      payment: newPayment(),
      term: newTerm() + 1,
      payout: typedPayout(),
      payout_edited: true,
    });
    const row = await waitUntil('the re-mined equity row', async () => {
      const [stored] = await db.query<{ doc: Opportunity }>('SELECT doc FROM opportunities WHERE dealer = $1 AND id = $2 AND NOT deleted', [
        opportunity.dealer,
        opportunity.id,
      ]);
      return stored?.doc.payout === typedPayout() ? stored.doc : undefined;
    });
    expect(row.term).toBe(newTerm() + 1);
    await expect.poll(() => syncIndicator(page).textContent(), { timeout: 20_000 }).toBe('Synced');
  });
});
