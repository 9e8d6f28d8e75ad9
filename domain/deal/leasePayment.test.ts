import { describe, expect, it } from 'vitest';
import { leasePayment } from './leasePayment.ts';

const lease = {
  price: 40_000,
  fees: { preTax: 500, postTax: 0 },
  downpayment: 3_000,
  cash: 1_000,
  payout: 10_000,
  trade: 12_000,
  residualPercent: 55,
  factor: 0.0015,
  term: 36,
};

describe('leasePayment', () => {
  it('capital plus fees minus downpayment minus cash plus payout minus trade', () => {
    // 40,000 + 500 − 3,000 − 1,000 + 10,000 − 12,000 = 34,500
    expect(leasePayment(lease).adjustedCapital).toBe(34_500);
  });
  it('residual is price × residual%', () => {
    expect(leasePayment(lease).residual).toBe(22_000);
  });
  it('payment = (depreciation/term + (capital+residual) × factor) × 1.13', () => {
    // depreciation 34,500 − 22,000 = 12,500; 12,500/36 = 347.2222; (40,000 + 22,000) × 0.0015 = 93
    // (347.2222 + 93) × 1.13 = 497.4511
    expect(leasePayment(lease).monthly).toBe(497.45);
  });
  it('capital in (capital+residual) × factor is the price: a downpayment lowers only the depreciation', () => {
    // 3,600 more down: 3,600/36 × 1.13 = 113.00 less a month; the rent charge stays (40,000 + 22,000) × 0.0015
    expect(leasePayment({ ...lease, downpayment: 6_600 }).monthly).toBe(384.45);
  });
  it('empty downpayment, payout or trade counts as 0', () => {
    const empty = leasePayment({ ...lease, downpayment: undefined, payout: null, trade: Number.NaN });
    // 40,000 + 500 − 1,000 = 39,500; (17,500/36 + 93) × 1.13 = 654.3956
    expect(empty).toEqual({ adjustedCapital: 39_500, residual: 22_000, depreciation: 17_500, rent: 93, monthly: 654.4 });
  });
  it('a trade paying down more than the lease costs is a payment of 0', () => {
    expect(leasePayment({ ...lease, trade: 60_000 }).monthly).toBe(0);
  });
});

describe("leasePayment with the dealer's tax", () => {
  it("the payment is taxed by the dealer's factor; a fixed tax adds fixed ÷ term a month", () => {
    // GST 5 %: (347.2222 + 93) × 1.05 = 462.2333
    expect(leasePayment({ ...lease, tax: { factor: 1.05, fixed: 0 } }).monthly).toBe(462.23);
    // a fixed 72: 462.2333 + 72 ÷ 36 = 464.2333
    expect(leasePayment({ ...lease, tax: { factor: 1.05, fixed: 72 } }).monthly).toBe(464.23);
  });
  it('post-tax fees are paid over the term untaxed, like a fixed tax', () => {
    // a 25 tire levy after tax and a fixed 72: 497.4511 + (72 + 25) ÷ 36 = 500.1456
    expect(leasePayment({ ...lease, fees: { preTax: 500, postTax: 25 }, tax: { factor: 1.13, fixed: 72 } }).monthly).toBe(500.15);
  });
  it('the residual is in cents, as printed', () => {
    // 32,999.99 × 58 % = 19,139.9942 → 19,139.99
    expect(leasePayment({ ...lease, price: 32_999.99, residualPercent: 58 }).residual).toBe(19_139.99);
  });
});

describe('a lease below zero', () => {
  it('pays 0 and tells the formula’s negative payment and the equity left over', () => {
    // trade 60,000: 40,000 + 500 − 3,000 − 1,000 + 10,000 − 60,000 = −13,500; depreciation −13,500 − 22,000 = −35,500
    // −35,500 ÷ 36 = −986.1111; + 93 = −893.1111; × 1.13 = −1,009.2156
    // left over: 893.1111 × 36 = 35,500 − 3,348 = 32,152.00 (before tax, as the trade is)
    expect(leasePayment({ ...lease, trade: 60_000 })).toEqual({
      adjustedCapital: -13_500,
      residual: 22_000,
      depreciation: -35_500,
      rent: 93,
      monthly: 0,
      belowZero: { monthly: -1_009.22, equityLeft: 32_152 },
    });
  });
  it("a payment of 0 or more has no belowZero", () => {
    expect(leasePayment(lease).belowZero).toBeUndefined();
  });
});
