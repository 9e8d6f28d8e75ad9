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
