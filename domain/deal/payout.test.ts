import { describe, expect, it } from 'vitest';
import { payout } from './payout.ts';

// 2022-01-01 to 2024-01-01 is 730 days: 26 whole 28-day periods (728 days).
const contract = { payment: 450, frequency: 'm', term: 60, soldAt: '2022-01-01', today: '2024-01-01' } as const;

describe('payout', () => {
  it('payout = remaining payments × payment; elapsed months are measured in 28-day periods', () => {
    // 60 − 26 = 34 payments × 450 = 15,300
    expect(payout(contract)).toEqual({ payout: 15_300, paymentsLeft: 34, paymentsTotal: 60 });
  });
  it('for biweekly, the term converts to 26 a year and elapsed periods are multiplied by 2.16666', () => {
    // 60 × 26/12 = 130; 26 × 2.16666 = 56.33316; (130 − 56.33316) × 250 = 18,416.71
    expect(payout({ ...contract, payment: 250, frequency: 'b' })).toEqual({
      payout: 18_416.71,
      paymentsLeft: 74,
      paymentsTotal: 130,
    });
  });
  it('for weekly, 52 a year and a factor of 4.33333', () => {
    // 48 × 52/12 = 208; 26 × 4.33333 = 112.66658; (208 − 112.66658) × 120 = 11,440.0104
    expect(payout({ ...contract, payment: 120, frequency: 'w', term: 48 })).toEqual({
      payout: 11_440.01,
      paymentsLeft: 95,
      paymentsTotal: 208,
    });
  });
  it('payout is 0 when elapsed periods reach the term', () => {
    // 2023-01-01 + 336 days = 2023-12-03: exactly 12 periods of a 12-month contract
    expect(payout({ ...contract, term: 12, soldAt: '2023-01-01', today: '2023-12-03' })).toEqual({
      payout: 0,
      paymentsLeft: 0,
      paymentsTotal: 12,
    });
    // one day earlier 11 periods have elapsed: 1 payment left
    expect(payout({ ...contract, term: 12, soldAt: '2023-01-01', today: '2023-12-02' }).payout).toBe(450);
  });
  it('a contract already paid off has a payout of 0', () => {
    // 2020-01-01 to 2024-01-01 is 1,461 days: 52 periods, past a 24-month term
    expect(payout({ ...contract, term: 24, soldAt: '2020-01-01' })).toEqual({
      payout: 0,
      paymentsLeft: 0,
      paymentsTotal: 24,
    });
  });
  it('a zero rate contract pays out its unpaid principal: remaining payments × payment', () => {
    // 27,120 financed at 0 % over 48 months is 565 a month; 2023-01-01 to 2024-01-01 is 365 days: 13 periods
    // (48 − 13) × 565 = 19,775 = 27,120 − 13 × 565
    expect(payout({ payment: 565, frequency: 'm', term: 48, soldAt: '2023-01-01', today: '2024-01-01' })).toEqual({
      payout: 19_775,
      paymentsLeft: 35,
      paymentsTotal: 48,
    });
  });
  it('a sale date in the future has no elapsed periods: every payment remains', () => {
    expect(payout({ ...contract, soldAt: '2024-03-01' })).toEqual({ payout: 27_000, paymentsLeft: 60, paymentsTotal: 60 });
  });
  it('payout is computed only when a sale date is set', () => {
    expect(payout({ ...contract, soldAt: null })).toEqual({ payout: 0, paymentsLeft: 0, paymentsTotal: 60 });
    expect(payout({ ...contract, soldAt: undefined })).toEqual({ payout: 0, paymentsLeft: 0, paymentsTotal: 60 });
  });
  it('payout is computed only when payment is not zero', () => {
    expect(payout({ ...contract, payment: 0 })).toEqual({ payout: 0, paymentsLeft: 34, paymentsTotal: 60 });
  });
  it('a sale date-time counts from its day', () => {
    expect(payout({ ...contract, soldAt: '2022-01-01 18:45:00' }).payout).toBe(15_300);
  });
});
