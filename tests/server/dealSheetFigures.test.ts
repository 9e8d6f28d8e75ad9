import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { dealPrintPath, type DealPrintInput } from '../../domain/deal/dealPrintQuery.ts';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { SYSTEM_ACTOR } from '../../sync-server/events/systemEvents.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { pdfStructure } from './support/pdfStructure.ts';
import { pdfText } from './support/pdfText.ts';
import { DEALER, addNamedUser, addOpportunities, getAs, useListsTestWorld } from './support/listsTestApp.ts';

/** Cents of a printed amount: "-$1,000.00" is −100,000. */
const centsOf = (printed: string | undefined): number => {
  expect(printed, 'a printed amount').toMatch(/^-?\$[\d,]+\.\d\d$/);
  return Math.round(Number((printed ?? '').replace(/[$,]/g, '')) * 100);
};
/** An amount in dollars to cents, halves away from zero (the tolerance absorbs binary noise such as 1.005 × 100). */
const toCents = (dollars: number): number => Math.sign(dollars) * Math.round(Math.abs(dollars) * 100 + 1e-6);

/** The printed sheet's text runs, and the value printed after a label (the first run starting with it). */
function sheetOf(text: string[]) {
  const at = (label: string) => {
    const index = text.findIndex((run) => run.startsWith(label));
    expect(index, `the label ${label}`).toBeGreaterThanOrEqual(0);
    return index;
  };
  return {
    label: (start: string) => text[at(start)] ?? '',
    value: (label: string) => text[at(label) + 1],
    amount: (label: string) => centsOf(text[at(label) + 1]),
    number: (label: string) => Number(text[at(label) + 1]?.replace(/[,%]/g, '')),
  };
}

describe.each(testDatabases())('a printed deal sheet reconciles on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  let manager: AuthUser;

  /**
   * Dana's equity row (trade 21,000, payout 16,800) at a dealer with an address and phone, two fees before tax (a
   * fixed admin fee and 1 % licensing), a tire levy after tax, GST 5 % and PST 7 % and a fixed 10 levy.
   */
  beforeEach(async () => {
    app = await world.reset();
    manager = await addNamedUser(world, { email: 'zoe@a.test', first: 'Zoe', last: 'Adams', dealers: [DEALER] });
    await addOpportunities(world, DEALER, [{ vehicle_id: 'V1', name: 'Moreau, Dana', vehicle_name: '2021 Honda Civic EX', trade: 21_000, payout: 16_800, equity: 4_200 }]);
    await world.db.query(`UPDATE dealers SET address = '2500 Eagle St N', city = 'Cambridge', province = 'ON', postal_code = 'N3H 4R7', phone = '5196532500' WHERE token = $1`, [
      DEALER,
    ]);
    await saveSettings({});
  });

  const saveSettings = (config: Record<string, unknown>) =>
    world.store.appendSystem([
      {
        id: randomUUID(),
        type: 'settings.saved',
        dealer: DEALER,
        actor: SYSTEM_ACTOR,
        time: new Date().toISOString(),
        payload: {
          config,
          fees: [
            { name: 'Admin', type: 'fixed', value: 499, rebate: 0, tax: 0 },
            { name: 'Licensing', type: 'variable', value: 1, rebate: 0, tax: 0 },
            { name: 'Tire levy', type: 'fixed', value: 25, rebate: 0, tax: 1 },
          ],
          taxes: [
            { name: 'GST', type: 'variable', value: 5 },
            { name: 'PST', type: 'variable', value: 7 },
            { name: 'Levy', type: 'fixed', value: 10 },
          ],
        },
      },
    ]);

  const input = (changes: Partial<DealPrintInput> = {}): DealPrintInput => ({
    opportunityId: 'equity:V1',
    dealer: DEALER,
    upgrade: { year: 2025, make: 'Toyota', model: 'RAV4', trim: 'XLE AWD', photo: '', price: 32_999.99 },
    option: { type: 'finance', rate: 5.49, term: 60, cash: 1_000, residual: 0, factor: 0, additional: 500 },
    downpayment: 3_000,
    frequency: 'w',
    trade: 18_500,
    brand: 'Toyota',
    ...changes,
  });
  const print = async (changes: Partial<DealPrintInput> = {}) => {
    const response = await getAs(app, manager, dealPrintPath(input(changes)));
    expect(response.status, await response.clone().text()).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const structure = pdfStructure(bytes);
    expect(structure.badOffsets).toEqual([]);
    expect(structure.pages).toBe(1);
    return await pdfText(bytes);
  };

  /** The payment, its number, total and cost of borrowing, re-derived from the printed monthly, frequency and term. */
  const checkPayments = (sheet: ReturnType<typeof sheetOf>, monthly: number, perYear: number, borrowed: (total: number) => number) => {
    expect(sheet.amount('MONTHLY PAYMENT')).toBe(monthly);
    const payment = toCents((monthly / 100) * (12 / perYear));
    const frequency = sheet.value('PAYMENT FREQUENCY');
    expect(sheet.amount(`PAYMENT (${frequency?.toUpperCase()})`)).toBe(payment);
    const count = (sheet.number('TERM (MONTHS)') * perYear) / 12;
    expect(sheet.number('NUMBER OF PAYMENTS')).toBe(count);
    const total = payment * count;
    expect(sheet.amount('TOTAL OF PAYMENTS')).toBe(total);
    const cost = sheet.amount('COST OF BORROWING');
    expect(cost).toBe(Math.max(0, borrowed(total)));
    expect(cost).toBeGreaterThanOrEqual(0);
    return { payment, count, total, cost };
  };

  /** The upgrade block's text runs (the current deal above it prints a TRADE and a PAYOUT of its own). */
  const upgradeOf = (text: string[]) => sheetOf(text.slice(text.indexOf('UPGRADE')));

  it('prints every input of a finance payment, and the amount financed, payments and cost of borrowing follow from them', async () => {
    const text = await print();
    const sheet = upgradeOf(text);
    // The dealer's address and phone under its name (a reader shows the two spaces either side of the bullet as one).
    expect(text.slice(0, 2)).toEqual([`Dealer ${DEALER}`, '2500 Eagle St N, Cambridge, ON N3H 4R7 \u2022 (519) 653-2500']);

    // The amount financed, line by line: price − cash incentive + fees before tax is the taxable amount ...
    const price = sheet.amount('PRICE');
    const cash = sheet.amount('CASH INCENTIVE');
    const feesBeforeTax = sheet.amount('FEES BEFORE TAX');
    expect(sheet.label('FEES BEFORE TAX')).toBe('FEES BEFORE TAX (Admin, Licensing)');
    // 499 + 1 % of 32,999.99 (329.9999 → 330.00) = 829.00
    expect([price, cash, feesBeforeTax]).toEqual([3_299_999, -100_000, 82_900]);
    const taxable = price + cash + feesBeforeTax;
    expect(sheet.amount('TAXABLE AMOUNT')).toBe(taxable);
    // ... taxed at each printed rate, plus the fixed tax and the fees after tax, less the programs and the down payment.
    const taxLabel = sheet.label('GST');
    expect(taxLabel).toBe('GST 5% + PST 7% of $32,828.99');
    const rates = [...taxLabel.matchAll(/(\d+(?:\.\d+)?)%/g)].map(([, rate]) => Number(rate));
    const tax = toCents(((taxable / 100) * rates.reduce((sum, rate) => sum + rate, 0)) / 100);
    expect(sheet.amount('GST')).toBe(tax);
    const levy = sheet.amount('Levy');
    const feesAfterTax = sheet.amount('FEES AFTER TAX');
    const programs = sheet.amount('PROGRAMS');
    const down = sheet.amount('DOWN PAYMENT');
    expect([levy, feesAfterTax, programs, down]).toEqual([1_000, 2_500, -50_000, -300_000]);
    // The note wraps at the column's width.
    expect(text).toEqual(expect.arrayContaining(['Trade $18,500.00 and payout $16,800.00 stay out of the amount', 'financed.']));
    const financed = taxable + tax + levy + feesAfterTax + programs + down;
    expect(sheet.amount('AMOUNT FINANCED')).toBe(financed);

    // The monthly payment by the amortisation formula at the printed APR and term, then the weekly and its total.
    const rate = sheet.number('RATE (APR)') / 1200;
    const term = sheet.number('TERM (MONTHS)');
    expect([sheet.number('RATE (APR)'), term, sheet.value('PAYMENT FREQUENCY')]).toEqual([5.49, 60, 'Weekly']);
    const monthly = toCents(((financed / 100) * rate) / (1 - (1 + rate) ** -term));
    const { count, cost } = checkPayments(sheet, monthly, 52, (total) => total - financed);
    expect(count).toBe(260);
    expect(cost).toBeGreaterThan(0);
    // The spec's upgrade_cob, price − monthly × term, is negative for this very deal; the printed cost is not.
    expect(price - monthly * term).toBeLessThan(0);
    expect(sheet.value('COST OF BORROWING')?.startsWith('-')).toBe(false);
  });

  it('takes the trade and payout into the amount with the desk option, and costs nothing to borrow at 0 %', async () => {
    await saveSettings({ desk_trade_equity_finance: 1 });
    const option = { type: 'finance' as const, rate: 0, term: 48, cash: 0, residual: 0, factor: 0, additional: 0 };
    const sheet = upgradeOf(await print({ option, frequency: 'b' }));
    const trade = sheet.amount('TRADE');
    const payout = sheet.amount('PAYOUT');
    expect([trade, payout]).toEqual([-1_850_000, 1_680_000]);
    const taxed = sheet.amount('TAXABLE AMOUNT') + sheet.amount('GST') + sheet.amount('Levy') + sheet.amount('FEES AFTER TAX');
    const financed = taxed + sheet.amount('PROGRAMS') + sheet.amount('DOWN PAYMENT') + trade + payout;
    expect(sheet.amount('AMOUNT FINANCED')).toBe(financed);
    // At 0 % the amount is divided evenly over the term; the payments' rounding is no cost of borrowing.
    const monthly = toCents(financed / 100 / sheet.number('TERM (MONTHS)'));
    const { cost } = checkPayments(sheet, monthly, 26, () => 0);
    expect(cost).toBe(0);
  });

  it('prints every input of a lease payment, and the payment and its rent charges follow from them', async () => {
    const option = { type: 'lease' as const, rate: 3, term: 36, cash: 500, residual: 58, factor: 0.00125, additional: 750 };
    const sheet = upgradeOf(await print({ option, downpayment: 2_000, frequency: 'm' }));
    const capital = ['PRICE', 'FEES BEFORE TAX', 'CASH INCENTIVE', 'PROGRAMS', 'DOWN PAYMENT', 'PAYOUT', 'TRADE'].map((label) => sheet.amount(label));
    expect(capital).toEqual([3_299_999, 82_900, -50_000, -75_000, -200_000, 1_680_000, -1_850_000]);
    const adjusted = capital.reduce((sum, amount) => sum + amount, 0);
    expect(sheet.amount('AMOUNT FINANCED (ADJUSTED CAPITAL)')).toBe(adjusted);
    const price = capital[0] ?? 0;
    const percent = Number(/\((\d+(?:\.\d+)?)% OF PRICE\)/.exec(sheet.label('RESIDUAL'))?.[1]);
    const residual = toCents(((price / 100) * percent) / 100);
    expect(sheet.amount('RESIDUAL')).toBe(-residual);
    const depreciation = adjusted - residual;
    expect(sheet.amount('DEPRECIATION')).toBe(depreciation);

    const factor = sheet.number('LEASE FACTOR');
    const term = sheet.number('TERM (MONTHS)');
    expect([factor, term]).toEqual([0.00125, 36]);
    const rent = ((price + residual) / 100) * factor;
    expect(sheet.amount('RENT CHARGE A MONTH')).toBe(toCents(rent));
    const taxes = [...(sheet.value('TAX ON THE PAYMENT') ?? '').matchAll(/(\d+(?:\.\d+)?)%/g)].reduce((sum, [, rate]) => sum + Number(rate), 0);
    expect(taxes).toBe(12);
    const perMonth = (sheet.amount('Levy') + sheet.amount('FEES AFTER TAX')) / 100 / term;
    const monthly = toCents((depreciation / 100 / term + rent) * (1 + taxes / 100) + perMonth);
    const { cost } = checkPayments(sheet, monthly, 12, () => toCents(rent * term));
    expect(cost).toBeGreaterThan(0);
  });
});
