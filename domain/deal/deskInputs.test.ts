import { describe, expect, it } from 'vitest';
import { DEFAULT_DEALER_SETTINGS } from '../settings/dealerSettings.ts';
import { opportunityRow } from '../opportunityList/opportunityRowFixture.ts';
import { dealCalculator } from './dealCalculator.ts';
import { dealCalculatorInput, deskAmount, deskTrade, deskTradeText, initialDeskInputs, isDeskAmount } from './deskInputs.ts';
import type { ReplacementVehicle } from './replacementVehicle.ts';

const replacement: ReplacementVehicle = {
  id: 'build:B1',
  type: 'new',
  year: 2026,
  make: 'Toyota',
  model: 'RAV4',
  trim: 'LE',
  engine: '',
  transmission: '',
  drivetrain: '',
  mileage: null,
  price: 30_000,
  photo: '',
  origin: 'build',
  freight: 0,
  stock: null,
  incentives: [
    { id: 'F60', type: 'finance', term: 60, rate: 0, incentive: 'rate', cash: 0, residual: 0, factor: 0, program: null },
    { id: 'F48', type: 'finance', term: 48, rate: 0, incentive: 'rate', cash: 0, residual: 0, factor: 0, program: null },
  ],
};

describe('desk inputs', () => {
  it('reads typed amounts with separators and a dollar sign; empty downpayment or trade counts as 0', () => {
    expect(deskAmount('12,500.50')).toBe(12_500.5);
    expect(deskAmount('$ 900')).toBe(900);
    expect(deskAmount('')).toBe(0);
    expect(deskAmount('abc')).toBe(0);
    // money is read to cents, as the deal sheet prints it
    expect(deskAmount('1,000.555')).toBe(1_000.56);
    expect(isDeskAmount('')).toBe(true);
    expect(isDeskAmount('12a')).toBe(false);
  });

  it('starts from the route trade when given, else the opportunity trade, on the finance tab with nothing chosen', () => {
    const opportunity = opportunityRow({ id: 'equity:V1', trade: 8_000, frequency: 'b' });
    expect(initialDeskInputs({ opportunity }, null)).toEqual({
      downpayment: '',
      trade: null,
      tab: 'finance',
      chosen: { finance: null, lease: null },
      additional: [],
      frequency: 'b',
    });
    expect(initialDeskInputs({ opportunity }, 234).trade).toBe('234');
    const desk = initialDeskInputs({ opportunity }, null);
    expect(deskTradeText(desk, opportunity)).toBe('8000');
    // A mileage update moves the deal's trade: an untouched desk follows it, a typed trade stays.
    expect(deskTrade(desk, { trade: 9_100 })).toBe(9_100);
    expect(deskTrade({ ...desk, trade: '' }, { trade: 9_100 })).toBe(0);
    expect(deskTrade({ ...desk, trade: '7,000' }, { trade: 9_100 })).toBe(7_000);
  });

  it('feeds the calculator the price, the desk amounts, the payout and the current payment; lowest monthly is active until chosen', () => {
    const opportunity = opportunityRow({ id: 'equity:V1', trade: 8_000, payout: 5_000, payments: 250, frequency: 'b' });
    const desk = { ...initialDeskInputs({ opportunity }, null), downpayment: '' };
    const input = dealCalculatorInput({ opportunity, settings: DEFAULT_DEALER_SETTINGS }, replacement, desk);
    expect(input).toMatchObject({ price: 30_000, downpayment: 0, trade: 8_000, payout: 5_000, current: { payment: 250, frequency: 'b' } });
    // 30,000 × 1.13 = 33,900: 60 months at 0 % is 565.00, 48 months 706.25; the lower one is active.
    const deal = dealCalculator(input);
    expect(deal.finance.options.map((option) => option.monthly)).toEqual([565, 706.25]);
    expect(deal.finance.activeId).toBe('F60');
    const chosen = dealCalculator(dealCalculatorInput({ opportunity, settings: DEFAULT_DEALER_SETTINGS }, replacement, { ...desk, chosen: { finance: 'F48', lease: null } }));
    expect(chosen.finance.activeId).toBe('F48');
  });
});
