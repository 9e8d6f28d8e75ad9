import { describe, expect, it } from 'vitest';
import { dealCalculator, type DealCalculatorInput } from './dealCalculator.ts';
import type { DealIncentive } from './dealIncentive.ts';

const option = (fields: Partial<DealIncentive> & Pick<DealIncentive, 'id' | 'type' | 'term'>): DealIncentive => ({
  rate: 0,
  incentive: 'rate',
  cash: 0,
  residual: 0,
  factor: 0,
  program: null,
  ...fields,
});

const incentives: DealIncentive[] = [
  option({ id: 'F36', type: 'finance', term: 36, rate: 0 }),
  option({ id: 'F60', type: 'finance', term: 60, rate: 4.99, cash: 1_000 }),
  option({ id: 'FLOYAL', type: 'finance', term: 60, incentive: 'additional', cash: 500, program: 'Loyalty' }),
  option({ id: 'L36', type: 'lease', term: 36, residual: 60, factor: 0.0012 }),
  option({ id: 'L48', type: 'lease', term: 48, residual: 50, factor: 0.001, cash: 500 }),
  option({ id: 'LCONQ', type: 'lease', term: 48, incentive: 'additional', cash: 750, program: 'Conquest' }),
];

// Price 30,000; admin fee 500 pre-tax (565 in the finance amount, 500 in the lease capital); 2,000 down,
// trade 8,000, payout 5,000; the customer pays 250 biweekly today (541.67 a month).
const deal: DealCalculatorInput = {
  price: 30_000,
  incentives,
  downpayment: 2_000,
  trade: 8_000,
  payout: 5_000,
  fees: [{ type: 'fixed', value: 500, rebate: 0, tax: 0 }],
  current: { payment: 250, frequency: 'b' },
  chosen: {},
  additional: [],
};

const priced = (tab: { options: { id: string; monthly: number; biweekly: number; difference_monthly: number; difference_biweekly: number }[] }) =>
  tab.options.map(({ id, monthly, biweekly, difference_monthly, difference_biweekly }) => ({
    id,
    monthly,
    biweekly,
    difference_monthly,
    difference_biweekly,
  }));

describe('dealCalculator', () => {
  it('prices every finance option: monthly, biweekly and the difference from the current payment', () => {
    const sheet = dealCalculator(deal);
    expect(sheet.current).toEqual({ monthly: 541.67, biweekly: 250 });
    // F36: (30,000 × 1.13 − 2,000 + 565) / 36 = 32,465 / 36 = 901.81; biweekly 901.81 × 12/26 = 416.22
    // F60: (29,000 × 1.13 − 2,000 + 565) = 31,335 at 4.99/1200 over 60 = 591.19; biweekly 272.86
    expect(priced(sheet.finance)).toEqual([
      { id: 'F36', monthly: 901.81, biweekly: 416.22, difference_monthly: 360.14, difference_biweekly: 166.22 },
      { id: 'F60', monthly: 591.19, biweekly: 272.86, difference_monthly: 49.52, difference_biweekly: 22.86 },
    ]);
  });
  it('prices every lease option with trade and payout', () => {
    // L36: 30,000 + 500 − 2,000 − 0 + 5,000 − 8,000 = 25,500; residual 18,000;
    //      (7,500/36 + 48,000 × 0.0012) × 1.13 = (208.3333 + 57.6) × 1.13 = 300.50
    // L48: 25,000 − 15,000 = 10,000; (10,000/48 + 45,000 × 0.001) × 1.13 = (208.3333 + 45) × 1.13 = 286.27
    expect(priced(dealCalculator(deal).lease)).toEqual([
      { id: 'L36', monthly: 300.5, biweekly: 138.69, difference_monthly: -241.17, difference_biweekly: -111.31 },
      { id: 'L48', monthly: 286.27, biweekly: 132.12, difference_monthly: -255.4, difference_biweekly: -117.88 },
    ]);
  });
  it('unless the user modified a selection, the lowest monthly option becomes active', () => {
    const sheet = dealCalculator(deal);
    expect(sheet.finance.activeId).toBe('F60');
    expect(sheet.lease.activeId).toBe('L48');
  });
  it('choosing a finance or lease incentive option makes it active', () => {
    const sheet = dealCalculator({ ...deal, chosen: { finance: 'F36', lease: 'L36' } });
    expect(sheet.finance.activeId).toBe('F36');
    expect(sheet.lease.activeId).toBe('L36');
  });
  it('a choice that is not an option of the tab leaves the lowest monthly active', () => {
    expect(dealCalculator({ ...deal, chosen: { finance: 'L36', lease: null } }).finance.activeId).toBe('F60');
  });
  it('incentives of the additional type toggle in and out of an additional cash total', () => {
    const sheet = dealCalculator({ ...deal, additional: ['FLOYAL', 'LCONQ'] });
    expect(sheet.finance.additionalCash).toBe(500);
    expect(sheet.lease.additionalCash).toBe(750);
    expect(sheet.finance.additionalIncentives.map((i) => i.id)).toEqual(['FLOYAL']);
    // finance: 500 less financed; F60 30,835 at 4.99 % over 60 = 581.75; F36 32,465 − 500 = 31,965 / 36 = 887.92
    expect(sheet.finance.options.map((o) => o.monthly)).toEqual([887.92, 581.75]);
    // lease: 750 more cash; L36 (6,750/36 + 57.6) × 1.13 = 276.96; L48 (9,250/48 + 45) × 1.13 = 268.61
    expect(sheet.lease.options.map((o) => o.monthly)).toEqual([276.96, 268.61]);
    const off = dealCalculator({ ...deal, additional: [] });
    expect(off.finance.additionalCash).toBe(0);
    expect(off.finance.options.map((o) => o.monthly)).toEqual([901.81, 591.19]);
  });
  it('empty downpayment or trade counts as 0', () => {
    const empty = dealCalculator({ ...deal, downpayment: undefined, trade: null });
    const zero = dealCalculator({ ...deal, downpayment: 0, trade: 0 });
    expect(empty).toEqual(zero);
    // L36 without down or trade: 35,500 − 18,000 = 17,500; (486.1111 + 57.6) × 1.13 = 614.3937
    expect(zero.lease.options[0]?.monthly).toBe(614.39);
  });
  it('a vehicle without incentives has no options and nothing active', () => {
    const sheet = dealCalculator({ ...deal, incentives: [] });
    expect(sheet.finance).toEqual({ options: [], additionalIncentives: [], additionalCash: 0, activeId: null });
    expect(sheet.lease.activeId).toBeNull();
  });
  it('keeps every field of the incentive beside its payments', () => {
    const f60 = dealCalculator(deal).finance.options[1];
    expect(f60).toEqual({ ...incentives[1], monthly: 591.19, biweekly: 272.86, difference_monthly: 49.52, difference_biweekly: 22.86 });
  });
});

describe("dealCalculator with the dealer's tax and desk options", () => {
  it("taxes every option with the dealer's tax: GST 5 %", () => {
    // F36: 30,000 × 1.05 − 2,000 + 500 × 1.05 = 31,500 − 2,000 + 525 = 30,025; ÷ 36 = 834.028
    // L36: adj. 25,500, residual 18,000: (7,500 ÷ 36 + 48,000 × 0.0012) × 1.05 = (208.3333 + 57.6) × 1.05 = 279.23
    const sheet = dealCalculator({ ...deal, tax: { factor: 1.05, fixed: 0 } });
    expect(sheet.finance.options[0]?.monthly).toBe(834.03);
    expect(sheet.lease.options[0]?.monthly).toBe(279.23);
  });

  it('desk option tradeEquityFinance: finance options take the equity (trade − payout) off the amount', () => {
    // F36: 32,465 − (8,000 − 5,000) = 29,465; ÷ 36 = 818.472 (901.81 without the option)
    const sheet = dealCalculator({ ...deal, tradeEquityFinance: true });
    expect(sheet.finance.options[0]?.monthly).toBe(818.47);
    // the lease formula already carries payout and trade: unchanged, L36 300.50
    expect(sheet.lease.options[0]?.monthly).toBe(300.5);
    // negative equity rolls in: trade 5,000, payout 8,000: 32,465 + 3,000 = 35,465; ÷ 36 = 985.139
    expect(dealCalculator({ ...deal, trade: 5_000, payout: 8_000, tradeEquityFinance: true }).finance.options[0]?.monthly).toBe(985.14);
  });

  it('a lease below zero shows the formula’s payment and the equity left over, and is never the lowest monthly', () => {
    // Price 30,000, admin 500 pre-tax (lease capital 500), no downpayment, trade 25,000, payout 2,000:
    // adjusted capital 30,000 + 500 + 2,000 − 25,000 = 7,500.
    // L24, residual 66 %, 0.001: residual 19,800; (−12,300 ÷ 24 + 49,800 × 0.001) × 1.13 = (−512.5 + 49.8) × 1.13
    //   = −522.851; left over 462.7 × 24 = 11,104.80
    // L60, residual 25 %, 0.001: residual 7,500; (0 ÷ 60 + 37,500 × 0.001) × 1.13 = 42.375 → 42.38
    const leases = [
      option({ id: 'L24', type: 'lease', term: 24, residual: 66, factor: 0.001 }),
      option({ id: 'L60', type: 'lease', term: 60, residual: 25, factor: 0.001 }),
    ];
    const input = { ...deal, incentives: leases, downpayment: 0, trade: 25_000, payout: 2_000 };
    const sheet = dealCalculator(input);
    const [l24, l60] = sheet.lease.options;
    expect(l24).toMatchObject({ monthly: 0, biweekly: 0, below_zero: { monthly: -522.85, equity_left: 11_104.8 } });
    expect(l60).toMatchObject({ monthly: 42.38 });
    expect(l60?.below_zero).toBeUndefined();
    expect(sheet.lease.activeId).toBe('L60');
    // chosen by the user it is active
    expect(dealCalculator({ ...input, chosen: { lease: 'L24' } }).lease.activeId).toBe('L24');
    // every option below zero: none is made active
    expect(dealCalculator({ ...input, incentives: [leases[0]!] }).lease.activeId).toBeNull();
  });
});
