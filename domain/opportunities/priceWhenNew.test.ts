import { describe, expect, it } from 'vitest';
import { financeContract, ownedVehicle } from './miningFixtures.ts';
import { priceWhenNew } from './priceWhenNew.ts';

describe('priceWhenNew', () => {
  it('a vehicle bought new: the contract price before tax, (amount + downpayment) ÷ 1.13', () => {
    expect(priceWhenNew(ownedVehicle(), 'new', [])).toBe(25_000);
  });

  it('a vehicle bought used: the price paid brought back to new by the trade model at the sale date', () => {
    // in service 2020-06-15, sold used 2022-06-15 for 19,210 (17,000 before tax): 2 years kept 0.8 × 0.85 = 0.68
    const vehicle = ownedVehicle({
      year: 2020,
      inservice_at: '2020-06-15',
      contract: financeContract({ amount: 19_210, downpayment: 0 }),
    });
    expect(priceWhenNew(vehicle, 'used', [])).toBe(25_000);
  });

  it('no contract and no build entry of the make and model: the average new vehicle price', () => {
    expect(priceWhenNew(ownedVehicle({ contract: null }), null, [])).toBe(45_000);
  });
});
