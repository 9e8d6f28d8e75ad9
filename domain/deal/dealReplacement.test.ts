import { describe, expect, it } from 'vitest';
import { opportunityRow } from '../opportunityList/opportunityRowFixture.ts';
import { DEFAULT_DEALER_SETTINGS } from '../settings/dealerSettings.ts';
import type { BuildVehicleDoc, InventoryVehicleDoc } from './dealDocs.ts';
import { defaultReplacement, findReplacement, lowestOption } from './dealReplacement.ts';
import { DEFAULT_REPLACEMENT_YEAR, initialPickerFilter, pickerOrigin, pickerStockTypes, pickReplacements } from './replacementPicker.ts';

const stock = (id: string, overrides: Partial<InventoryVehicleDoc>): InventoryVehicleDoc => ({
  id,
  dealer: 'D',
  stock: `S${id}`,
  stock_type: 'new',
  vin: '1HGCM82633A004352',
  year: 2025,
  make: 'Toyota',
  model: 'RAV4',
  trim: 'LE',
  engine: '',
  body_type: '',
  drivetrain: '',
  transmission: '',
  fuel: '',
  ext_color: '',
  int_color: '',
  price: 30_000,
  cost: 0,
  kilometres: 10,
  stocked_at: '2026-01-01',
  photo: '',
  features: [],
  deleted_at: null,
  ...overrides,
});

const build = (id: string, overrides: Partial<BuildVehicleDoc>): BuildVehicleDoc => ({
  id: `build:${id}`,
  build_id: id,
  kind: 'build',
  dealer: 'D',
  year: 2026,
  make: 'Toyota',
  model: 'RAV4',
  trim: 'XLE',
  engine: '',
  transmission: '',
  drivetrain: '',
  price: 40_000,
  freight: 1_995,
  photo: '',
  incentives: [{ id: `${id}-F`, type: 'finance', term: 60, rate: 0, incentive: 'rate', cash: 0, residual: 0, factor: 0, program: null }],
  ...overrides,
});

const opportunity = opportunityRow({ id: 'equity:V1', make: 'Toyota', model: 'RAV4', year: 2019 });
const docs = {
  opportunity,
  settings: DEFAULT_DEALER_SETTINGS,
  inventory: [stock('I1', { price: 35_000 }), stock('I2', { price: 25_000, year: 2018 }), stock('H1', { make: 'Honda', model: 'CR-V', price: 10_000 })],
  build: [build('B1', {}), build('B2', { model: 'Camry', price: 31_000 })],
};

describe('replacement of a deal', () => {
  it('finds the route replacement in stock or in the build catalogue (by document or build id)', () => {
    expect(findReplacement(docs, 'I1')?.origin).toBe('inventory');
    expect(findReplacement(docs, 'build:B1')?.origin).toBe('build');
    expect(findReplacement(docs, 'B1')?.id).toBe('build:B1');
    expect(findReplacement(docs, 'gone')).toBeNull();
  });

  it('prices stock with the dealer rates and keeps the build vehicle its incentives', () => {
    expect(findReplacement(docs, 'I1')?.incentives.map((incentive) => incentive.type)).toEqual(['finance']);
    expect(findReplacement(docs, 'B1')?.incentives.map((incentive) => incentive.id)).toEqual(['B1-F']);
    expect(findReplacement(docs, 'B1')?.freight).toBe(1_995);
  });

  it('opens on the lowest monthly newer vehicle of the same model, else of the same make', () => {
    // Newer RAV4s than 2019: I1 35,000 at 6.99 % over 60 (781.06) and B1 40,000 at 0 % (753.33, the lower).
    // I2 (2018) is older, B2 a Camry and H1 another make.
    expect(defaultReplacement(docs)?.id).toBe('build:B1');
    // No newer Corolla: the make's newer vehicles, of which B2 (31,000 at 0 %) is the lowest.
    expect(defaultReplacement({ ...docs, opportunity: { ...opportunity, model: 'Corolla' } })?.id).toBe('build:B2');
    expect(defaultReplacement({ ...docs, opportunity: { ...opportunity, make: 'Ford' } })).toBeNull();
  });
});

describe('replacement picker', () => {
  it('opens on in-stock matches of the same make and model in the default year 2025', () => {
    const filter = initialPickerFilter(docs);
    expect(filter).toEqual({ origin: 'inventory', stock_type: 'all', year: 2025, make: 'Toyota', model: 'RAV4', trim: '' });
    expect(DEFAULT_REPLACEMENT_YEAR).toBe(2025);
    expect(pickReplacements(docs, filter).vehicles.map((vehicle) => vehicle.id)).toEqual(['I1']);
    expect(pickReplacements(docs, { ...filter, year: null }).vehicles.map((vehicle) => vehicle.id)).toEqual(['I1', 'I2']);
  });

  it('switching Type to build resets the filters and limits stock type to All', () => {
    const filter = pickerOrigin(docs, 'build');
    expect(filter).toEqual({ origin: 'build', stock_type: 'all', year: 2025, make: '', model: '', trim: '' });
    expect(pickerStockTypes('build')).toEqual(['all']);
    expect(pickerStockTypes('inventory')).toEqual(['all', 'new', 'used']);
    const picked = pickReplacements(docs, { ...filter, year: 2026 });
    expect(picked.vehicles.map((vehicle) => vehicle.id)).toEqual(['build:B2', 'build:B1']);
    expect(picked.choices).toEqual({ years: [2026, 2025], makes: ['Toyota'], models: ['Camry', 'RAV4'], trims: ['XLE'] });
  });

  it('filters stock type new or used (demo counts as used)', () => {
    const used = { ...docs, inventory: [...docs.inventory, stock('D1', { stock_type: 'demo' })] };
    const filter = { ...initialPickerFilter(docs), year: null };
    expect(pickReplacements(used, { ...filter, stock_type: 'used' }).vehicles.map((vehicle) => vehicle.id)).toEqual(['D1']);
    expect(pickReplacements(used, { ...filter, stock_type: 'new' }).vehicles.map((vehicle) => vehicle.id)).toEqual(['I1', 'I2']);
  });
});

describe('desk options on the replacement', () => {
  const allIn = { ...docs, settings: { ...DEFAULT_DEALER_SETTINGS, config: { ...DEFAULT_DEALER_SETTINGS.config, desk_finance_freight: 1 as const } } };

  it('desk_finance_freight prices a build vehicle all-in: price + freight, no freight beside it', () => {
    // 40,000 + 1,995 = 41,995
    expect(findReplacement(allIn, 'B1')).toMatchObject({ price: 41_995, freight: 0 });
    // stock carries no freight: unchanged
    expect(findReplacement(allIn, 'I1')?.price).toBe(35_000);
  });

  it('the freight is financed with it', () => {
    const b1 = findReplacement(allIn, 'B1');
    // 41,995 × 1.13 = 47,454.35; ÷ 60 at 0 % = 790.906 (off: 40,000 × 1.13 ÷ 60 = 753.33)
    expect(b1 && lowestOption(allIn, b1, 0)?.monthly).toBe(790.91);
    const off = findReplacement(docs, 'B1');
    expect(off && lowestOption(docs, off, 0)?.monthly).toBe(753.33);
  });

  it('a lease below zero is never the lowest option', () => {
    const leaseToo = build('B3', {
      price: 30_000,
      incentives: [
        { id: 'B3-F', type: 'finance', term: 60, rate: 0, incentive: 'rate', cash: 0, residual: 0, factor: 0, program: null },
        { id: 'B3-L', type: 'lease', term: 24, rate: 0, incentive: 'rate', cash: 0, residual: 66, factor: 0.001, program: null },
      ],
    });
    const b3 = findReplacement({ ...docs, build: [leaseToo] }, 'B3');
    // payout 2,000, trade 25,000: lease capital 30,000 + 2,000 − 25,000 = 7,000; residual 19,800;
    // (−12,800 ÷ 24 + 49,800 × 0.001) × 1.13 = (−533.3333 + 49.8) × 1.13 = −546.39: below zero.
    // finance: 30,000 × 1.13 ÷ 60 = 565.00, the lowest.
    const low = b3 && lowestOption({ ...docs, opportunity: { ...opportunity, payout: 2_000 } }, b3, 25_000);
    expect(low).toMatchObject({ id: 'B3-F', monthly: 565 });
  });
});
