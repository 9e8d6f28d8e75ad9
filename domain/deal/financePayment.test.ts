import { describe, expect, it } from 'vitest';
import { financePayment } from './financePayment.ts';

const deal = { price: 30_000, cashIncentives: 1_000, downpayment: 2_000, additional: 500, fees: 565, rate: 4.99, term: 60 };

describe('financePayment', () => {
  it('Financed = (price − cash incentives) × 1.13 − downpayment − additional + fees', () => {
    // (30,000 − 1,000) × 1.13 = 32,770; − 2,000 − 500 + 565 = 30,835
    expect(financePayment(deal).financed).toBe(30_835);
  });
  it('monthly rate is rate/1200 over term months (amortised)', () => {
    // r = 4.99/1200; 30,835 × r / (1 − (1 + r)^−60) = 581.7532…
    expect(financePayment(deal).monthly).toBe(581.75);
  });
  it('a zero rate divides evenly', () => {
    // 24,000 × 1.13 = 27,120; 27,120 / 48 = 565
    const zero = financePayment({ price: 24_000, cashIncentives: 0, downpayment: 0, additional: 0, fees: 0, rate: 0, term: 48 });
    expect(zero).toEqual({ financed: 27_120, monthly: 565 });
  });
  it('empty downpayment counts as 0', () => {
    const terms = { ...deal, downpayment: 0 };
    expect(financePayment({ ...deal, downpayment: undefined })).toEqual(financePayment(terms));
    expect(financePayment({ ...deal, downpayment: null })).toEqual(financePayment(terms));
    expect(financePayment({ ...deal, downpayment: Number.NaN })).toEqual(financePayment(terms));
    expect(financePayment(terms).financed).toBe(32_835);
  });
  it('a downpayment covering the whole amount leaves nothing to finance and no payment', () => {
    expect(financePayment({ ...deal, downpayment: 40_000 })).toEqual({ financed: 0, monthly: 0 });
  });
});

describe("financePayment with the dealer's tax and desk option", () => {
  it("the dealer's tax stands for 1.13: (price − cash) × factor + fixed taxes", () => {
    // GST 5 % + PST 7 % and a fixed 100: 29,000 × 1.12 = 32,480; + 100 − 2,000 − 500 + 560 (500 admin × 1.12) = 30,640
    // at 4.99 % over 60: 30,640 × 581.7532 ÷ 30,835 (the payment per dollar above) = 578.074
    const terms = { ...deal, fees: 560, tax: { factor: 1.12, fixed: 100 } };
    expect(financePayment(terms)).toEqual({ financed: 30_640, monthly: 578.07 });
  });
  it('zero rate at GST 5 % with a fixed 96 tax', () => {
    // 24,000 × 1.05 = 25,200; + 96 = 25,296; ÷ 48 = 527.00
    const zero = { price: 24_000, cashIncentives: 0, downpayment: 0, additional: 0, fees: 0, rate: 0, term: 48, tax: { factor: 1.05, fixed: 96 } };
    expect(financePayment(zero)).toEqual({ financed: 25_296, monthly: 527 });
  });
  it('desk option: the trade equity comes off the amount, a negative equity adds to it', () => {
    // 30,000 × 1.13 = 33,900; − 2,000 + 565 = 32,465; equity 8,000 − 5,000 = 3,000: 29,465 ÷ 36 = 818.472
    const f36 = { price: 30_000, cashIncentives: 0, downpayment: 2_000, additional: 0, fees: 565, rate: 0, term: 36 };
    expect(financePayment({ ...f36, equity: 3_000 })).toEqual({ financed: 29_465, monthly: 818.47 });
    // equity 5,000 − 8,000 = −3,000: 32,465 + 3,000 = 35,465; ÷ 36 = 985.138
    expect(financePayment({ ...f36, equity: -3_000 })).toEqual({ financed: 35_465, monthly: 985.14 });
  });
});
