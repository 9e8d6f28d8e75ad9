import { describe, expect, it } from 'vitest';
import { financePayment } from './financePayment.ts';

/** An admin fee of 500 before tax: 565 of the amount at 13 %. */
const admin = { preTax: 500, postTax: 0 };
const noFees = { preTax: 0, postTax: 0 };
const deal = { price: 30_000, cashIncentives: 1_000, downpayment: 2_000, additional: 500, fees: admin, rate: 4.99, term: 60 };

describe('financePayment', () => {
  it('Financed = (price − cash incentives) × 1.13 − downpayment − additional + fees', () => {
    // taxable 30,000 − 1,000 + 500 = 29,500; tax 29,500 × 0.13 = 3,835; 29,500 + 3,835 − 2,000 − 500 = 30,835
    expect(financePayment(deal)).toMatchObject({ taxable: 29_500, tax: 3_835, financed: 30_835 });
  });
  it('monthly rate is rate/1200 over term months (amortised)', () => {
    // r = 4.99/1200; 30,835 × r / (1 − (1 + r)^−60) = 581.7532…
    expect(financePayment(deal).monthly).toBe(581.75);
  });
  it('a zero rate divides evenly', () => {
    // 24,000 × 1.13 = 27,120; 27,120 / 48 = 565
    const zero = financePayment({ price: 24_000, cashIncentives: 0, downpayment: 0, additional: 0, fees: noFees, rate: 0, term: 48 });
    expect(zero).toEqual({ taxable: 24_000, tax: 3_120, financed: 27_120, monthly: 565 });
  });
  it('empty downpayment counts as 0', () => {
    const terms = { ...deal, downpayment: 0 };
    expect(financePayment({ ...deal, downpayment: undefined })).toEqual(financePayment(terms));
    expect(financePayment({ ...deal, downpayment: null })).toEqual(financePayment(terms));
    expect(financePayment({ ...deal, downpayment: Number.NaN })).toEqual(financePayment(terms));
    expect(financePayment(terms).financed).toBe(32_835);
  });
  it('a downpayment covering the whole amount leaves nothing to finance and no payment', () => {
    expect(financePayment({ ...deal, downpayment: 40_000 })).toMatchObject({ financed: 0, monthly: 0 });
  });
  it('post-tax fees are added untaxed', () => {
    // a 25 tire levy after tax: 30,835 + 25 = 30,860
    expect(financePayment({ ...deal, fees: { preTax: 500, postTax: 25 } }).financed).toBe(30_860);
  });
  it('rounds the tax once, on the taxable amount, so the printed lines add up to the amount financed', () => {
    // 32,999.99 + 1 % licensing 330.00 = 33,329.99; × 0.13 = 4,332.8987 → 4,332.90; 33,329.99 + 4,332.90 = 37,662.89
    const cents = financePayment({ price: 32_999.99, cashIncentives: 0, additional: 0, fees: { preTax: 330, postTax: 0 }, rate: 5.49, term: 72 });
    expect(cents).toMatchObject({ taxable: 33_329.99, tax: 4_332.9, financed: 37_662.89 });
    // amortised from 37,662.89: r = 5.49/1200; × r / (1 − (1 + r)^−72) = 615.1558…
    expect(cents.monthly).toBe(615.16);
  });
});

describe("financePayment with the dealer's tax and desk option", () => {
  it("the dealer's tax stands for 1.13: (price − cash) × factor + fixed taxes", () => {
    // GST 5 % + PST 7 % and a fixed 100: taxable 29,500 × 0.12 = 3,540; 29,500 + 3,540 + 100 − 2,000 − 500 = 30,640
    // at 4.99 % over 60: 30,640 × 581.7532 ÷ 30,835 (the payment per dollar above) = 578.074
    const terms = { ...deal, tax: { factor: 1.12, fixed: 100 } };
    expect(financePayment(terms)).toEqual({ taxable: 29_500, tax: 3_540, financed: 30_640, monthly: 578.07 });
  });
  it('zero rate at GST 5 % with a fixed 96 tax', () => {
    // 24,000 × 1.05 = 25,200; + 96 = 25,296; ÷ 48 = 527.00
    const zero = { price: 24_000, cashIncentives: 0, downpayment: 0, additional: 0, fees: noFees, rate: 0, term: 48, tax: { factor: 1.05, fixed: 96 } };
    expect(financePayment(zero)).toMatchObject({ financed: 25_296, monthly: 527 });
  });
  it('desk option: the trade equity comes off the amount, a negative equity adds to it', () => {
    // 30,500 × 1.13 = 34,465; − 2,000 = 32,465; equity 8,000 − 5,000 = 3,000: 29,465 ÷ 36 = 818.472
    const f36 = { price: 30_000, cashIncentives: 0, downpayment: 2_000, additional: 0, fees: admin, rate: 0, term: 36 };
    expect(financePayment({ ...f36, equity: 3_000 })).toMatchObject({ financed: 29_465, monthly: 818.47 });
    // equity 5,000 − 8,000 = −3,000: 32,465 + 3,000 = 35,465; ÷ 36 = 985.138
    expect(financePayment({ ...f36, equity: -3_000 })).toMatchObject({ financed: 35_465, monthly: 985.14 });
  });
});
