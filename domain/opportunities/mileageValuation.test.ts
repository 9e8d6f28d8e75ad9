import { describe, expect, it } from 'vitest';
import { DEFAULT_DEALER_SETTINGS } from '../settings/dealerSettings.ts';
import { mileageValuation } from './mileageValuation.ts';
import { buildVehicle, ownedVehicle, settingsWith } from './miningFixtures.ts';

const TODAY = '2025-06-15';
const trade = DEFAULT_DEALER_SETTINGS.config;

// V1: price when new (27,000 + 1,250) ÷ 1.13 = 25,000, bought new 2022-06-15, 3 years old today. Payout: 39 periods,
// 21 payments × 500 = 10,500.
describe('mileage valuation', () => {
  it('values the vehicle at the new mileage: 80,000 km is 20,000 over average, × 0.90', () => {
    // 25,000 × 0.8 × 0.85² × 0.90 = 13,005; equity 13,005 − 10,500 = 2,505
    expect(mileageValuation({ vehicle: ownedVehicle(), mileage: 80_000, build: [], settings: trade, today: TODAY })).toEqual({ value: 13_005, equity: 2_505 });
    // the average 60,000 km: 14,450
    expect(mileageValuation({ vehicle: ownedVehicle(), mileage: 60_000, build: [], settings: trade, today: TODAY })).toEqual({ value: 14_450, equity: 3_950 });
  });

  it('a trade the desk typed gives way to the mileage; a payout it typed stands in the equity', () => {
    const vehicle = { ...ownedVehicle(), desk: { trade: 20_000, payout: 12_000 } };
    expect(mileageValuation({ vehicle, mileage: 80_000, build: [], settings: trade, today: TODAY })).toEqual({ value: 13_005, equity: 1_005 });
  });

  it('applies the dealer’s trade settings', () => {
    const settings = settingsWith({ dealsheet_tradedirection: 'decrease', dealsheet_tradevalue: 500 }).config;
    expect(mileageValuation({ vehicle: ownedVehicle(), mileage: 80_000, build: [], settings, today: TODAY }).value).toBe(12_505);
  });

  it('without a contract the price when new is the build catalogue’s, and there is no payout', () => {
    // 29,000 × 0.8 × 0.85² × 0.90 (age from the in-service date 2022-06-15) = 15,085.80 → 15,086
    const vehicle = ownedVehicle({ contract: null });
    expect(mileageValuation({ vehicle, mileage: 80_000, build: [buildVehicle()], settings: trade, today: TODAY })).toEqual({ value: 15_086, equity: 15_086 });
  });
});
