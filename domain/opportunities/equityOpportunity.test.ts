import { describe, expect, it } from 'vitest';
import { mineCustomer } from './mineCustomer.ts';
import {
  buildVehicle,
  financeContract,
  miningContext,
  ownedVehicle,
  settingsWith,
  stockVehicle,
} from './miningFixtures.ts';
import type { MiningContext } from './miningContext.ts';

const equityRow = (context: MiningContext) => mineCustomer(context).find((row) => row.id === 'equity:V1') ?? null;

// V1: price when new (27,000 + 1,250) ÷ 1.13 = 25,000, bought new 2022-06-15, today 2025-06-15 (3 years).
// Trade: 25,000 × 0.8 × 0.85² = 14,450 (60,000 km is the average 20,000 a year, no mileage adjustment).
// Payout: 1,096 days = 39 whole 28-day periods; 60 − 39 = 21 payments × 500 = 10,500. Equity 14,450 − 10,500 = 3,950.
describe('equity opportunity', () => {
  it('a financed vehicle whose trade value exceeds the payout, with payments, term total, equity and matches', () => {
    const context = miningContext({
      build: [
        // 29,000 × 1.13 ÷ 60 at 0 % = 546.17 a month, within 500 × 1.1 = 550: a match
        buildVehicle(),
        // 50,000 × 1.13 ÷ 60 = 941.67: too dear
        buildVehicle({ id: 'B2', model: 'Pilot', price: 50_000 }),
        // model year 2022 is not newer than the customer's
        buildVehicle({ id: 'B3', year: 2022, price: 15_000 }),
      ],
      inventory: [
        // 24,000 × 1.13 = 27,120 at the default 6.99 % over 60 months = 536.88: a match, in stock
        stockVehicle(),
        stockVehicle({ id: 'S2', deleted_at: '2025-06-01' }),
        stockVehicle({ id: 'S3', make: 'Toyota' }),
      ],
    });
    expect(equityRow(context)).toEqual({
      id: 'equity:V1',
      dealer: 'D1',
      type: 'equity',
      customer_id: 'C1',
      vehicle_id: 'V1',
      name: 'Smith, Ann',
      vehicle_name: '2022 Honda Civic Touring',
      year: 2022,
      make: 'Honda',
      model: 'Civic',
      photo: 'civic.jpg',
      stock_type: 'new',
      sale_type: 'finance',
      frequency: 'm',
      // 1 + positive equity + reachable (21 months left, never serviced)
      rating: 3,
      payments: 500,
      payments_left: 21,
      payments_total: 60,
      term: 60,
      equity: 3_950,
      trade: 14_450,
      payout: 10_500,
      apr: 4.99,
      // 2025-06-15 to the contract's end 2027-06-15
      days_out: 730,
      km_risk: null,
      distance: 12.3,
      distance_km: 12.3,
      matches: 2,
      stock_match: 1,
      appointment: false,
      appointment_at: null,
      service_total: 0,
      service_ro_total: 0,
      serviced_at: null,
      service_months: null,
      service_type: null,
      service_active: false,
      // sold 36 months ago, never serviced: at risk and due
      badges: { risk: true, new: false, declined: false, due: true, recall: false },
      // 36 months from 2022-06-15 end today: the warranty has ended
      warranty_at: '2025-06-15',
      warranty_months: 0,
      warranty_mileage: 0,
      salesperson: 7,
      contact: { text: true, text_at: null, email: true, email_at: null },
      identified_at: '2025-06-15',
    });
  });

  it('the in-stock vehicles are priced at the dealer finance rates when it has some', () => {
    // 27,120 at 9 % over 60 months = 562.97 > 550: no longer a match
    const settings = { ...settingsWith({}), rates: [{ term: 60, type: 'finance' as const, rate: 9 }] };
    expect(equityRow(miningContext({ settings, inventory: [stockVehicle()] }))?.matches).toBe(0);
  });

  it('a biweekly contract: the term is 130 payments and elapsed periods count 2.16666', () => {
    // 39 × 2.16666 = 84.49974 elapsed; 130 − 84.49974 = 45.50026 left × 230 = 10,465.06; 46 payments left
    // monthly 230 × 26 ÷ 12 = 498.33, ceiling 548.16: the 546.17 build vehicle still matches
    const vehicles = [ownedVehicle({ contract: financeContract({ frequency: 'b', payment: 230 }) })];
    const row = equityRow(miningContext({ vehicles, build: [buildVehicle()] }));
    expect(row).toMatchObject({
      frequency: 'b',
      payments: 230,
      payments_left: 46,
      payments_total: 130,
      payout: 10_465.06,
      equity: 3_984.94,
      matches: 1,
    });
  });

  it('a weekly contract: the term is 260 payments and elapsed periods count 4.33333', () => {
    // 39 × 4.33333 = 168.99987 elapsed; 260 − 168.99987 = 91.00013 left × 115 = 10,465.01
    const vehicles = [ownedVehicle({ contract: financeContract({ frequency: 'w', payment: 115 }) })];
    expect(equityRow(miningContext({ vehicles }))).toMatchObject({
      frequency: 'w',
      payments_left: 91,
      payments_total: 260,
      payout: 10_465.01,
      equity: 3_984.99,
    });
  });

  it('negative equity within the dealer maximum is kept, beyond it the vehicle is no equity opportunity', () => {
    // payment 900: payout 21 × 900 = 18,900, equity 14,450 − 18,900 = −4,450
    const vehicles = [ownedVehicle({ contract: financeContract({ payment: 900 }) })];
    // 4,450 is within 100 % of 14,450 (the default maximum)
    expect(equityRow(miningContext({ vehicles }))).toMatchObject({ equity: -4_450, rating: 2 });
    // 10 % of 14,450 is 1,445: −4,450 is beyond it
    expect(equityRow(miningContext({ vehicles, settings: settingsWith({ dealsheet_negative_equity: 10 }) }))).toBeNull();
  });

  it('the dealer trade settings move the trade value and so the equity', () => {
    // great 1.1: 14,450 × 1.1 = 15,895, increased by 5 % = 16,689.75 → 16,690; equity 16,690 − 10,500 = 6,190
    const settings = settingsWith({ dealsheet_trade: 'great', dealsheet_tradeoption: '%', dealsheet_tradevalue: 5 });
    expect(equityRow(miningContext({ settings }))).toMatchObject({ trade: 16_690, equity: 6_190 });
  });

  it('a contract already paid off is no equity opportunity', () => {
    // sold 2019-06-15, 48 months: 2,192 days = 78 periods, past the term
    const vehicles = [ownedVehicle({ contract: financeContract({ term: 48, sold_at: '2019-06-15' }) })];
    expect(equityRow(miningContext({ vehicles }))).toBeNull();
  });

  it('leases and cash sales are no equity opportunities', () => {
    const vehicles = [ownedVehicle({ contract: null })];
    expect(equityRow(miningContext({ vehicles }))).toBeNull();
  });
});
