import { describe, expect, it } from 'vitest';
import { DEFAULT_RANGES, MAKE_SEPARATOR, modelsForMakes, opportunityFilterOptions } from './filterOptions.ts';
import { opportunityRow as row } from './opportunityRowFixture.ts';

const names: Record<number, string> = { 7: 'Tom Reid', 9: 'Ann Bell' };
const context = { brand: 'Toyota', userName: (id: number) => names[id] ?? null };

describe('the filter panel choices', () => {
  const rows = [
    row({ id: '1', make: 'Honda', model: 'CR-V', year: 2019, equity: -800.4, salesperson: 9 }),
    row({ id: '2', make: 'Toyota', model: 'RAV4', year: 2021, equity: 4200.6 }),
    row({ id: '3', make: 'Acura', model: 'MDX', year: 2020, salesperson: null, service_type: 'Repair' }),
  ];
  const options = opportunityFilterOptions(rows, context);

  it("puts the dealer's brand first, then a separator, then the other makes A to Z", () => {
    expect(options.makes).toEqual(['Toyota', MAKE_SEPARATOR, 'Acura', 'Honda']);
  });
  it('lists years newest first and models per make', () => {
    expect(options.years).toEqual([2021, 2020, 2019]);
    expect(modelsForMakes(options, ['Honda', MAKE_SEPARATOR])).toEqual(['CR-V']);
    expect(modelsForMakes(options, [])).toEqual(['MDX', 'CR-V', 'RAV4']);
  });
  it('takes the range bounds from the data, rounded outwards', () => {
    expect(options.ranges.equity).toEqual([-801, 4201]);
    expect(options.ranges.warranty_months).toEqual(DEFAULT_RANGES.warranty_months);
  });
  it('names the salespeople A to Z and adds Orphan when a row has none', () => {
    expect(options.salesperson).toEqual([
      { id: 9, name: 'Ann Bell' },
      { id: 7, name: 'Tom Reid' },
      { id: 0, name: 'Orphan' },
    ]);
    expect(options.service_types).toEqual([{ id: 'Repair', name: 'Repair' }]);
  });
  it('keeps the default bounds of spec 001 §9 when there are no rows', () => {
    expect(opportunityFilterOptions([], context).ranges).toEqual(DEFAULT_RANGES);
    expect(DEFAULT_RANGES.apr).toEqual([1, 5]);
    expect(DEFAULT_RANGES.distance).toEqual([1, 22]);
  });
});
