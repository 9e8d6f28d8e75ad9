import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildVehicleDoc } from '../../domain/deal/dealDocs.ts';
import type { DealIncentive } from '../../domain/deal/dealIncentive.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import type { DealerSettings } from '../../domain/settings/dealerSettings.ts';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { acknowledgeReleaseNotes, dealerByKey, openEquityList, signIn, waitUntil } from './support/appPages.ts';

/**
 * The deal sheet in a real browser: every figure on screen is checked against the spec's formulas computed here,
 * independently of domain/deal (spec 001 §2.4).
 */
let app: BrowserApp;
let page: Page;
let dealer: string;
let settings: DealerSettings;
let build: BuildVehicleDoc[];

const cents = (value: number) => Math.round((value + Math.sign(value) * 1e-9) * 100) / 100;
const money = (value: number) => `${value < 0 ? '-' : ''}$${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

type Desk = { price: number; down: number; trade: number; payout: number; currentMonthly: number; additional: number };

/** The dealer's fees as the finance amount and the lease capital take them (docs/deal-math.md). */
function fees(price: number) {
  let pre = 0;
  let post = 0;
  for (const fee of settings.fees) {
    const amount = (fee.type === 'variable' ? (price * fee.value) / 100 : fee.value) * (fee.rebate === 1 ? -1 : 1);
    if (fee.tax === 1) post += amount;
    else pre += amount;
  }
  pre = cents(pre);
  post = cents(post);
  return { finance: cents(pre * 1.13 + post), lease: pre + post / 1.13 };
}

/** Finance: (price − cash) × 1.13 − downpayment − additional + fees, amortised at rate/1200 (even split at 0 %). */
function financeMonthly(option: DealIncentive, desk: Desk): number {
  const financed = (desk.price - option.cash) * 1.13 - desk.down - desk.additional + fees(desk.price).finance;
  if (financed <= 0) return 0;
  const r = option.rate / 1200;
  return cents(r === 0 ? financed / option.term : (financed * r) / (1 - (1 + r) ** -option.term));
}

/** Lease: (depreciation/term + (capital + residual) × factor) × 1.13 with capital + fees − down − cash + payout − trade. */
function leaseMonthly(option: DealIncentive, desk: Desk): number {
  const adjusted = desk.price + fees(desk.price).lease - desk.down - (option.cash + desk.additional) + desk.payout - desk.trade;
  const residual = (desk.price * option.residual) / 100;
  return Math.max(0, cents(((adjusted - residual) / option.term + (desk.price + residual) * option.factor) * 1.13));
}

type ShownOption = { monthly: string; biweekly: string; difference: string; active: boolean };

async function shownOptions(tab: 'Finance' | 'Lease'): Promise<ShownOption[]> {
  return page.getByRole('table', { name: `${tab} options` }).locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => ({
      monthly: row.querySelector('[data-field="monthly"]')?.textContent ?? '',
      biweekly: row.querySelector('[data-field="biweekly"]')?.textContent ?? '',
      difference: row.querySelector('[data-field="difference"]')?.textContent ?? '',
      active: row.getAttribute('aria-selected') === 'true',
    })),
  );
}

function expectedOptions(options: DealIncentive[], desk: Desk, price: (option: DealIncentive) => number, activeIndex: number | null): ShownOption[] {
  const monthlies = options.map(price);
  const lowest = monthlies.indexOf(Math.min(...monthlies));
  return monthlies.map((monthly, index) => {
    const difference = cents(monthly - desk.currentMonthly);
    return {
      monthly: money(monthly),
      biweekly: money(cents((monthly * 12) / 26)),
      difference: `${difference > 0 ? '+' : ''}${money(difference)}`,
      active: index === (activeIndex ?? lowest),
    };
  });
}

let step: unknown = null;

async function expectOptions(tab: 'Finance' | 'Lease', expected: ShownOption[]): Promise<void> {
  await waitUntil(`${tab} options as computed`, async () => {
    const shown = await shownOptions(tab);
    return JSON.stringify(shown) === JSON.stringify(expected) ? shown : undefined;
  }, 5_000).catch(async () => expect(await shownOptions(tab), `${tab} options after: ${JSON.stringify(step)}`).toEqual(expected));
}

beforeAll(async () => {
  app = await startBrowserApp();
  const db = app.server.deps.db;
  dealer = (await dealerByKey(db, 'CAMB01')).token;
  const [stored] = await db.query<{ doc: DealerSettings }>("SELECT doc FROM refs WHERE dealer = $1 AND doc->>'kind' = 'settings'", [dealer]);
  settings = stored?.doc as DealerSettings;
  build = (await db.query<{ doc: BuildVehicleDoc }>("SELECT doc FROM refs WHERE dealer = $1 AND doc->>'kind' = 'build' AND NOT deleted", [dealer])).map(({ doc }) => doc);
  ({ page } = await app.newPage());
  await signIn(page, app.url, 'admin@demo.dealer');
  await acknowledgeReleaseNotes(page);
  await openEquityList(page);
});

afterAll(async () => {
  await app?.close();
});

async function opportunity(id: string): Promise<Opportunity> {
  const [row] = await app.server.deps.db.query<{ doc: Opportunity }>('SELECT doc FROM opportunities WHERE dealer = $1 AND id = $2', [dealer, id]);
  if (!row) throw new Error(`no opportunity ${id}`);
  return row.doc;
}

function dealIdOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.split('/')[2] ?? '');
}

describe('deal sheet', () => {
  let dealId: string;
  let row: Opportunity;

  it('opens from the equity list with the customer and the deal sheet', async () => {
    const first = page.getByRole('table', { name: 'Opportunities' }).getByRole('row').nth(1);
    await first.click();
    await page.waitForURL((url) => url.pathname.startsWith('/deal/') && url.pathname.endsWith('/dealsheet'));
    dealId = dealIdOf(page.url());
    row = await opportunity(dealId);
    await page.getByRole('region', { name: 'Current vehicle' }).waitFor();
    expect(await page.getByText(row.name).first().isVisible()).toBe(true);
    expect(await page.locator('[data-field="payout"]').textContent()).toBe(money(row.payout));
    expect(await page.locator('[data-field="equity"]').textContent()).toBe(money(cents(row.trade - row.payout)));
  });

  it('opens again from its address (a reload of an encoded deal route)', async () => {
    await page.reload();
    await page.getByRole('region', { name: 'Current vehicle' }).waitFor();
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/deal/${dealId}/dealsheet`);
  });

  it('prices a build replacement chosen in the picker; every keystroke recomputes every option', async () => {
    const vehicle = build.find(
      (candidate) =>
        candidate.incentives.some((incentive) => incentive.type === 'finance' && incentive.incentive === 'additional') &&
        candidate.incentives.filter((incentive) => incentive.type === 'lease' && incentive.incentive === 'rate').length > 1,
    );
    if (!vehicle) throw new Error('the demo build catalogue has no vehicle with a finance program and lease options');
    await page.getByRole('link', { name: 'CHOOSE REPLACEMENT' }).click();
    const picker = page.getByRole('region', { name: 'Replacement vehicle picker' });
    await picker.getByLabel('Type', { exact: true }).selectOption('build');
    expect(await picker.getByLabel('Stock type').locator('option').allTextContents()).toEqual(['All']);
    await picker.getByLabel('Year').selectOption(String(vehicle.year));
    await picker.getByLabel('Make').selectOption(vehicle.make);
    await picker.getByLabel('Model').selectOption(vehicle.model);
    await picker.getByLabel('Trim').selectOption(vehicle.trim);
    await picker.getByRole('list', { name: 'Replacements' }).getByRole('button').first().click();
    await page.waitForURL((url) => url.searchParams.get('replacement') === vehicle.id);
    expect(new URL(page.url()).pathname).toBe(`/deal/${encodeURIComponent(dealId)}/dealsheet/${row.trade}`);
    // The options show the monthly payment, and the payment at the desk's frequency beside it: biweekly here.
    await page.getByLabel('Frequency').selectOption('b');

    const currentMonthly = cents((row.payments * { m: 12, b: 26, w: 52 }[row.frequency ?? 'm']) / 12);
    const desk: Desk = { price: vehicle.price, down: 0, trade: row.trade, payout: row.payout, currentMonthly, additional: 0 };
    const finance = vehicle.incentives.filter((incentive) => incentive.type === 'finance' && incentive.incentive === 'rate');
    const lease = vehicle.incentives.filter((incentive) => incentive.type === 'lease' && incentive.incentive === 'rate');
    step = 1;
    await expectOptions('Finance', expectedOptions(finance, desk, (o) => financeMonthly(o, desk), null));

    await page.getByLabel('Down payment').fill('2,500');
    desk.down = 2_500;
    step = 2;
    await expectOptions('Finance', expectedOptions(finance, desk, (o) => financeMonthly(o, desk), null));

    const program = vehicle.incentives.find((incentive) => incentive.type === 'finance' && incentive.incentive === 'additional') as DealIncentive;
    await page.getByRole('checkbox', { name: new RegExp(program.program ?? '') }).check();
    desk.additional = program.cash;
    step = 3;
    await expectOptions('Finance', expectedOptions(finance, desk, (o) => financeMonthly(o, desk), null));
    expect(await page.locator('[data-field="additional-cash"]').textContent()).toBe(money(program.cash));

    // The user picks the longest term: it stays active through later changes, even when it is not the lowest.
    const longest = finance.reduce((a, b) => (b.term > a.term ? b : a));
    const longestIndex = finance.indexOf(longest);
    await page.getByRole('table', { name: 'Finance options' }).locator('tbody tr').nth(longestIndex).click();
    await page.getByLabel('Down payment').fill('');
    desk.down = 0;
    step = 4;
    await expectOptions('Finance', expectedOptions(finance, desk, (o) => financeMonthly(o, desk), longestIndex));

    await page.getByRole('tab', { name: /LEASE/ }).click();
    desk.additional = 0;
    await page.getByLabel('Trade', { exact: true }).fill('9000');
    desk.trade = 9_000;
    step = 5;
    await expectOptions('Lease', expectedOptions(lease, desk, (o) => leaseMonthly(o, desk), null));
    expect(await page.locator('[data-field="equity"]').textContent()).toBe(money(cents(9_000 - row.payout)));

    await page.getByLabel('Trade', { exact: true }).fill('');
    desk.trade = 0;
    step = 6;
    await expectOptions('Lease', expectedOptions(lease, desk, (o) => leaseMonthly(o, desk), null));

    // Back on the finance tab, its program is still toggled in and the user's option still active.
    await page.getByRole('tab', { name: /FINANCE/ }).click();
    desk.additional = program.cash;
    step = 7;
    await expectOptions('Finance', expectedOptions(finance, desk, (o) => financeMonthly(o, desk), longestIndex));
  });

  it('picks an inventory replacement and returns to the deal sheet carrying the deal trade', async () => {
    await page.getByLabel('Trade', { exact: true }).fill('7,250');
    await page.getByRole('link', { name: 'CHOOSE REPLACEMENT' }).click();
    const picker = page.getByRole('region', { name: 'Replacement vehicle picker' });
    await picker.getByLabel('Type', { exact: true }).selectOption('inventory');
    await picker.getByLabel('Year').selectOption('');
    await picker.getByLabel('Make').selectOption('');
    const first = picker.getByRole('list', { name: 'Replacements' }).getByRole('button').first();
    const name = (await first.locator('.replacement-name').evaluate((element) => element.firstChild?.textContent ?? '')).trim();
    await first.click();
    await page.waitForURL((url) => url.pathname.endsWith('/dealsheet/7250'));
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/deal/${dealId}/dealsheet/7250`);
    expect(await page.locator('[data-field="replacement-name"]').textContent()).toBe(name);
    expect(await page.getByLabel('Trade', { exact: true }).inputValue()).toBe('7250');
  });

  it('recomputes off line: no server call on any change', async () => {
    const before = (await shownOptions('Finance')).map((option) => option.monthly);
    const calls: string[] = [];
    page.on('request', (request) => calls.push(request.url()));
    await app.setOffline(page.context(), true);
    await page.getByLabel('Down payment').fill('3000');
    await waitUntil('the payments to move', async () => {
      const after = (await shownOptions('Finance')).map((option) => option.monthly);
      const moved = before.length > 0 && after.length === before.length && after.every((monthly, index) => monthly !== before[index]);
      return moved ? after : undefined;
    }, 5_000);
    await page.getByLabel('Trade', { exact: true }).fill('7000');
    await page.getByRole('tab', { name: /LEASE/ }).click();
    expect(calls).toEqual([]);
    await app.setOffline(page.context(), false);
  });
});
