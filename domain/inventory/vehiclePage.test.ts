import { describe, expect, it } from 'vitest';
import { monthlyFromPayment } from '../deal/monthlyFromPayment.ts';
import { buildVehicle, ownedVehicle, stockVehicle, testCustomer } from '../opportunities/miningFixtures.ts';
import { replacementCatalogue } from '../opportunities/replacementCatalogue.ts';
import { opportunityRow } from '../opportunityList/opportunityRowFixture.ts';
import { DEFAULT_DEALER_SETTINGS } from '../settings/dealerSettings.ts';
import { inStockMatches } from './inStockMatches.ts';
import { replaceableOpportunities, replacementDealLink } from './replaceableOpportunities.ts';
import { vehicleIncentives } from './vehicleIncentives.ts';
import { vehicleOwner } from './vehicleOwner.ts';
import { vehiclePage } from './vehiclePage.ts';

const TODAY = '2025-06-15';
const civic = stockVehicle({ id: 'S1', stock_type: 'new', year: 2026, make: 'Honda', model: 'Civic', trim: 'LX', price: 29_000 });
const settings = DEFAULT_DEALER_SETTINGS;

describe('vehicle page', () => {
  it('takes the incentives of the build vehicle of the same year, make, model and trim: finance first, options by term, then programs', () => {
    const build = [
      buildVehicle({ id: 'B0', trim: 'Sport' }),
      buildVehicle({
        id: 'B1',
        make: 'HONDA',
        incentives: [
          { id: 'L36', type: 'lease', term: 36, rate: 2.99, incentive: 'rate', cash: 0, residual: 55, factor: 0.0012, program: null },
          { id: 'GRAD', type: 'finance', term: 0, rate: 0, incentive: 'additional', cash: 750, residual: 0, factor: 0, program: 'Graduate' },
          { id: 'F72', type: 'finance', term: 72, rate: 1.99, incentive: 'rate', cash: 0, residual: 0, factor: 0, program: null },
          { id: 'F48', type: 'finance', term: 48, rate: 0.99, incentive: 'rate', cash: 1000, residual: 0, factor: 0, program: null },
        ],
      }),
    ];
    expect(vehicleIncentives(civic, build).map((incentive) => incentive.id)).toEqual(['F48', 'F72', 'GRAD', 'L36']);
    expect(vehicleIncentives({ ...civic, trim: 'EX' }, build)).toEqual([]);
    expect(vehicleIncentives({ ...civic, year: 2025 }, build)).toEqual([]);
    // A used vehicle of the same model is sold without the manufacturer's incentives.
    expect(vehicleIncentives({ ...civic, stock_type: 'used' }, build)).toEqual([]);
  });

  it('finds the owner of a vehicle that left stock by its VIN: the customer it was sold to last', () => {
    const sold = { ...civic, deleted_at: '2025-06-01', vin: '2HGFE1F90RH000002' };
    const owned = [
      ownedVehicle({ id: 'V1', customer_id: 'C1', vin: '2hgfe1f90rh000002', contract: null, inservice_at: '2020-01-01' }),
      ownedVehicle({ id: 'V2', customer_id: 'C2', vin: '2HGFE1F90RH000002', inservice_at: '2025-06-01' }),
      ownedVehicle({ id: 'V3', customer_id: 'C3', vin: 'JTMW1RFV0RD012345' }),
    ];
    const customers = new Map([
      ['C1', testCustomer({ id: 'C1', first_name: 'Ann', last_name: 'Smith' })],
      ['C2', testCustomer({ id: 'C2', first_name: 'Raj', last_name: 'Patel' })],
    ]);
    // V2 was sold on its contract 2022-06-15, after V1 went in service (2020): V2's customer owns it now.
    expect(vehicleOwner(sold, owned, (id) => customers.get(id))).toEqual({ customer_id: 'C2', name: 'Patel, Raj' });
    // A customer the store does not hold is passed over for the owner before.
    customers.delete('C2');
    expect(vehicleOwner(sold, owned, (id) => customers.get(id))).toEqual({ customer_id: 'C1', name: 'Smith, Ann' });
    expect(vehicleOwner(civic, owned, (id) => customers.get(id))).toBeNull();
    expect(vehicleOwner(sold, [], (id) => customers.get(id))).toBeNull();
  });

  it('lists the open opportunities of the same make and an older year whose payment the vehicle fits', () => {
    const [candidate] = replacementCatalogue({ settings, inventory: [civic], build: [] });
    const monthly = candidate?.financeMonthly ?? 0;
    expect(monthly).toBeGreaterThan(0);
    const row = (id: string, overrides: Parameters<typeof opportunityRow>[0]) =>
      opportunityRow({ id, make: 'Honda', model: 'Accord', year: 2021, frequency: 'm', payments: monthly, payments_left: 12, ...overrides });
    const rows = [
      row('equity:fits', { equity: 500 }),
      row('warranty:fits-biweekly', { type: 'warranty', frequency: 'b', payments: Math.ceil(((monthly / 1.1) * 12) / 26), equity: 900 }),
      row('equity:too-dear', { payments: Math.floor(monthly / 1.2) }),
      row('cash:paid-off', { type: 'cash', payments_left: 0, payments: 0, equity: 100 }),
      row('equity:same-year', { year: 2026 }),
      row('equity:other-make', { make: 'Toyota' }),
      row('service:honda', { type: 'service' }),
    ];
    const found = replaceableOpportunities(civic, settings, [rows]).map((entry) => entry.id);
    // The paid-off row is priced against 500 a month (no payment now), which this vehicle's payment is above.
    expect(monthly).toBeGreaterThan(550);
    expect(found).toEqual(['warranty:fits-biweekly', 'equity:fits']);
    const cheap = { ...civic, price: 9_000 };
    expect(replaceableOpportunities(cheap, settings, [rows]).map((entry) => entry.id)).toContain('cash:paid-off');
    expect(monthlyFromPayment(Math.ceil(((monthly / 1.1) * 12) / 26), 'b')).toBeGreaterThanOrEqual(monthly / 1.1 - 0.01);
    expect(replaceableOpportunities({ ...civic, deleted_at: '2025-06-01' }, settings, [rows])).toEqual([]);
    expect(replacementDealLink('equity:V 1', 'INV-1')).toBe('/deal/equity%3AV%201/dealsheet?replacement=INV-1');
  });

  it('matches the other vehicles in stock of the same make and model, and puts the page together', () => {
    const stock = [
      civic,
      stockVehicle({ id: 'S2', make: 'honda', model: 'CIVIC', year: 2022, stocked_at: '2025-06-10' }),
      stockVehicle({ id: 'S3', make: 'Honda', model: 'Civic', stocked_at: '2025-06-12' }),
      stockVehicle({ id: 'S4', make: 'Honda', model: 'Civic', deleted_at: '2025-06-02' }),
      stockVehicle({ id: 'S5', make: 'Honda', model: 'Accord' }),
    ];
    expect(inStockMatches(civic, stock).map((vehicle) => vehicle.id)).toEqual(['S3', 'S2']);
    const page = vehiclePage({ vehicle: civic, stock, build: [], settings, opportunities: [], owner: null, today: TODAY });
    expect(page.vehicle).toMatchObject({ id: 'S1', age: 45, available: true, updated_at: '2025-05-01' });
    expect(page.matches.map((vehicle) => vehicle.id)).toEqual(['S3', 'S2']);
    expect(page).toMatchObject({ incentives: [], customer: null, opportunities: [] });
    const gone = vehiclePage({ vehicle: stock[3] ?? civic, stock, build: [], settings, opportunities: [], owner: null, today: TODAY });
    expect(gone.vehicle).toMatchObject({ available: false, updated_at: '2025-06-02' });
  });
});
