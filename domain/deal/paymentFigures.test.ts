import { describe, expect, it } from 'vitest';
import { paymentFigures, type PaymentFiguresInput } from './paymentFigures.ts';

const admin = { type: 'fixed', value: 499, rebate: 0, tax: 0 } as const;
const tireLevy = { type: 'fixed', value: 25, rebate: 0, tax: 1 } as const;

/** A RAV4 of 35,000 with 1,000 cash, 500 of programs, 3,000 down, trade 18,500 and payout 16,800, at 5.49 % over 60. */
const finance: PaymentFiguresInput = {
  type: 'finance',
  price: 35_000,
  downpayment: 3_000,
  trade: 18_500,
  payout: 16_800,
  fees: [admin, tireLevy],
  option: { cash: 1_000, rate: 5.49, term: 60, residual: 0, factor: 0 },
  additional: 500,
  frequency: 'w',
};

describe('paymentFigures of a finance option', () => {
  it('derives the amount financed, the payment at the frequency, the payments and the cost of borrowing', () => {
    const figures = paymentFigures(finance);
    // taxable 35,000 − 1,000 + 499 = 34,499; HST 13 % = 4,484.87; + 25 levy − 3,000 down − 500 programs = 35,508.87
    expect(figures.type === 'finance' && figures.finance).toEqual({ taxable: 34_499, tax: 4_484.87, financed: 35_508.87, monthly: 678.1 });
    // 35,508.87 × r / (1 − (1 + r)^−60), r = 5.49/1200: 678.0968 → 678.10; weekly 678.10 × 12 / 52 = 156.4846 → 156.48
    // 60 × 52 / 12 = 260 payments: 156.48 × 260 = 40,684.80; − 35,508.87 = 5,175.93
    expect(figures).toMatchObject({ financed: 35_508.87, monthly: 678.1, payment: 156.48, count: 260, total: 40_684.8, costOfBorrowing: 5_175.93 });
    // (the spec's upgrade_cob of the same deal, price − monthly × term, is 35,000 − 678.10 × 60 = −5,686.00)
  });

  it('takes the trade equity off with the desk option, and applies the dealer’s taxes', () => {
    const figures = paymentFigures({ ...finance, frequency: 'm', tradeEquityFinance: true, tax: { factor: 1.12, fixed: 100 } });
    // 34,499 × 12 % = 4,139.88; + 100 fixed + 25 − 3,000 − 500 − (18,500 − 16,800) = 33,563.88
    expect(figures).toMatchObject({ financed: 33_563.88, monthly: 640.95, payment: 640.95, count: 60, total: 38_457, costOfBorrowing: 4_893.12 });
  });

  it('costs nothing to borrow at 0 %, whatever the payments’ rounding', () => {
    // 35,508.87 / 60 = 591.8145 → 591.81; biweekly 273.14 × 130 = 35,508.20
    expect(paymentFigures({ ...finance, option: { ...finance.option, rate: 0 }, frequency: 'b' })).toMatchObject({
      monthly: 591.81,
      payment: 273.14,
      count: 130,
      total: 35_508.2,
      costOfBorrowing: 0,
    });
  });
});

/** The lease example of docs/deal-math.md, biweekly. */
const lease: PaymentFiguresInput = {
  type: 'lease',
  price: 40_000,
  downpayment: 3_000,
  trade: 12_000,
  payout: 10_000,
  fees: [{ type: 'fixed', value: 500, rebate: 0, tax: 0 }],
  option: { cash: 1_000, rate: 3.6, term: 36, residual: 55, factor: 0.0015 },
  additional: 0,
  frequency: 'b',
};

describe('paymentFigures of a lease option', () => {
  it('prints the adjusted capital as the amount financed and the rent charges as the cost of borrowing', () => {
    const figures = paymentFigures(lease);
    expect(figures.type === 'lease' && figures.lease).toEqual({ adjustedCapital: 34_500, residual: 22_000, depreciation: 12_500, rent: 93, monthly: 497.45 });
    // 497.45 × 12 / 26 = 229.5923 → 229.59; 78 payments = 17,908.02; rent (40,000 + 22,000) × 0.0015 = 93 × 36 = 3,348.00
    expect(figures).toMatchObject({ financed: 34_500, payment: 229.59, count: 78, total: 17_908.02, costOfBorrowing: 3_348 });
  });

  it('a lease below zero pays nothing and costs nothing', () => {
    expect(paymentFigures({ ...lease, trade: 60_000 })).toMatchObject({ financed: -13_500, monthly: 0, payment: 0, total: 0, costOfBorrowing: 0 });
  });
});
