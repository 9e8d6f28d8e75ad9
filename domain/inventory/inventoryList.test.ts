import { describe, expect, it } from 'vitest';
import { toCsv } from '../csv/csv.ts';
import { stockVehicle } from '../opportunities/miningFixtures.ts';
import { inventoryAge, inventoryAgeText } from './inventoryAge.ts';
import { INVENTORY_COLUMNS, vehicleLink } from './inventoryColumns.ts';
import { EMPTY_INVENTORY_FILTER, type InventoryFilter } from './inventoryFilter.ts';
import { DEFAULT_AGE_RANGE, inventoryFilterOptions, modelsOfMake } from './inventoryFilterOptions.ts';
import { inventoryList } from './inventoryList.ts';
import { readInventoryListUrl, writeInventoryListUrl } from './inventoryListUrl.ts';
import { INVENTORY_SORTS, compareInventory } from './inventorySort.ts';
import { inventoryCounts } from './inventoryType.ts';

const TODAY = '2025-06-15';

/** N1, N2 new; U1 used; D1 demo; S1 sold (left stock); X1 used with an unreadable stock day. */
const stock = [
  stockVehicle({ id: 'N1', stock: 'H25010', stock_type: 'new', year: 2025, make: 'Honda', model: 'CR-V', trim: 'EX', price: 41_000, kilometres: 20, stocked_at: '2025-06-05' }),
  stockVehicle({ id: 'N2', stock: 'H25002', stock_type: 'new', year: 2025, make: 'Honda', model: 'Civic', trim: '', price: 29_500, kilometres: 12, stocked_at: '2025-03-17' }),
  stockVehicle({ id: 'U1', stock: 'H19001A', stock_type: 'used', year: 2019, make: 'Toyota', model: 'RAV4', price: 19_999, kilometres: 96_400, stocked_at: '2025-06-14T18:30:00Z' }),
  stockVehicle({ id: 'D1', stock: 'H24100', stock_type: 'demo', year: 2024, make: 'honda', model: 'civic', price: 27_000, kilometres: 4_800, stocked_at: '2025-05-16' }),
  stockVehicle({ id: 'S1', stock: 'H25003', stock_type: 'new', year: 2025, make: 'Honda', model: 'Civic', deleted_at: '2025-06-01' }),
  stockVehicle({ id: 'X1', stock: 'H18001A', stock_type: 'used', year: 2018, make: 'Ford', model: 'Escape', price: 12_500, kilometres: 150_000, stocked_at: 'unknown' }),
];

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
const list = (type: 'all' | 'new' | 'used' | 'demo', filter: Partial<InventoryFilter> = {}, sort = { by: 'stock' as const, order: 'asc' as const }) =>
  ids(inventoryList(stock, { type, filter: { ...EMPTY_INVENTORY_FILTER, ...filter }, sort }, TODAY));

describe('inventory list', () => {
  it('counts the vehicles in stock per type; a vehicle that left stock is not listed', () => {
    expect(inventoryCounts(stock)).toEqual({ all: 5, new: 2, used: 2, demo: 1 });
    expect(list('all')).toEqual(['X1', 'U1', 'D1', 'N2', 'N1']);
    expect(list('new')).toEqual(['N2', 'N1']);
    expect(list('demo')).toEqual(['D1']);
  });

  it('counts the age in whole days from the day stocked to today, NONE when unknown', () => {
    expect(inventoryAge('2025-06-05', TODAY)).toBe(10);
    expect(inventoryAge('2025-06-14T18:30:00Z', TODAY)).toBe(1);
    expect(inventoryAge('2024-06-15', TODAY)).toBe(365);
    expect(inventoryAge('unknown', TODAY)).toBeNull();
    expect(inventoryAge('2025-06-20', TODAY)).toBe(0);
    expect(inventoryAgeText(1204)).toBe('1,204');
    expect(inventoryAgeText(null)).toBe('NONE');
  });

  it('filters by year, make and model (any case) and by age and price bounds, both included', () => {
    expect(list('all', { year: 2025 })).toEqual(['N2', 'N1']);
    expect(list('all', { make: 'HONDA' })).toEqual(['D1', 'N2', 'N1']);
    expect(list('all', { make: 'Honda', model: 'Civic' })).toEqual(['D1', 'N2']);
    expect(list('all', { age_min: 10, age_max: 30 })).toEqual(['D1', 'N1']);
    // An unknown age fails any age bound.
    expect(list('used', { age_min: 0 })).toEqual(['U1']);
    expect(list('all', { price_min: 19_999, price_max: 29_500 })).toEqual(['U1', 'D1', 'N2']);
  });

  it('sorts by every column both ways, vehicles without a value last, ties by id in the order', () => {
    const sorted = (by: (typeof INVENTORY_SORTS)[number], order: 'asc' | 'desc') => list('all', {}, { by, order } as never);
    expect(sorted('price', 'desc')).toEqual(['N1', 'N2', 'D1', 'U1', 'X1']);
    expect(sorted('price', 'asc')).toEqual(['X1', 'U1', 'D1', 'N2', 'N1']);
    expect(sorted('stocked_at', 'desc')).toEqual(['U1', 'N1', 'D1', 'N2', 'X1']);
    expect(sorted('stocked_at', 'asc')).toEqual(['N2', 'D1', 'N1', 'U1', 'X1']);
    // The empty trim sorts last both ways; the equal trims (EX) tie by id.
    expect(sorted('trim', 'asc')).toEqual(['D1', 'N1', 'U1', 'X1', 'N2']);
    expect(sorted('trim', 'desc')).toEqual(['X1', 'U1', 'N1', 'D1', 'N2']);
    // Text sorts ignore case: honda civic (D1) ties with Honda Civic (N2) and falls back to the id.
    expect(sorted('model', 'asc')).toEqual(['D1', 'N2', 'N1', 'X1', 'U1']);
    for (const by of INVENTORY_SORTS) {
      const asc = stock.filter((vehicle) => vehicle.deleted_at === null).sort(compareInventory({ by, order: 'asc' }));
      expect(asc.length).toBe(5);
    }
  });

  it('reads and writes the query string; malformed values fall back to their defaults', () => {
    const url = readInventoryListUrl(new URLSearchParams('page=3&year=2025&make=Honda&model=Civic&age_min=1&age_max=30&order_by=price&order=asc'));
    expect(url).toEqual({
      page: 3,
      sort: { by: 'price', order: 'asc' },
      filter: { ...EMPTY_INVENTORY_FILTER, year: 2025, make: 'Honda', model: 'Civic', age_min: 1, age_max: 30 },
    });
    expect(writeInventoryListUrl(url).toString()).toBe('page=3&order_by=price&order=asc&year=2025&make=Honda&model=Civic&age_min=1&age_max=30');
    expect(readInventoryListUrl(writeInventoryListUrl(url))).toEqual(url);
    expect(readInventoryListUrl(new URLSearchParams('page=0&year=20.5&order_by=cost&age_min=x'))).toEqual({
      page: 1,
      sort: { by: 'stocked_at', order: 'desc' },
      filter: EMPTY_INVENTORY_FILTER,
    });
  });

  it('writes the columns of the screen and the CSV: type, stock, VIN, year, make, model, trim, engine, price, mileage, age', () => {
    const [used] = inventoryList(stock, { type: 'used', filter: EMPTY_INVENTORY_FILTER, sort: { by: 'price', order: 'desc' } }, TODAY);
    if (!used) throw new Error('expected a used vehicle');
    expect(INVENTORY_COLUMNS.map((column) => column.header)).toEqual([
      'TYPE', 'STOCK', 'VIN', 'YEAR', 'MAKE', 'MODEL', 'TRIM', 'ENGINE', 'PRICE', 'MILEAGE', 'AGE (DAYS)',
    ]);
    const csv = toCsv(
      INVENTORY_COLUMNS.map((column) => column.header),
      [INVENTORY_COLUMNS.map((column) => column.text(used, { today: TODAY, country: 'us' }))],
    );
    expect(csv.split('\r\n')[1]).toBe('USED,H19001A,2HGFE1F90RH000002,2019,Toyota,RAV4,EX,2.0L,"$19,999.00","59,900 MI",1');
    const unknown = stock.find((vehicle) => vehicle.id === 'X1');
    if (!unknown) throw new Error('expected X1');
    expect(INVENTORY_COLUMNS.map((column) => column.text(unknown, { today: TODAY, country: 'canada' })).slice(-2)).toEqual(['150,000 KM', 'NONE']);
    expect(vehicleLink({ id: 'INV 1' })).toBe('/vehicle/INV%201');
  });

  it('offers the years, makes, models, price and age of the type in stock; the age range is 1 to 3 until there is data', () => {
    const options = inventoryFilterOptions(stock, 'all', TODAY);
    expect(options.years).toEqual([2025, 2024, 2019, 2018]);
    // One entry per make and model whatever the case, spelled as first met.
    expect(options.makes).toEqual(['Ford', 'Honda', 'Toyota']);
    expect(options.price).toEqual([12_500, 41_000]);
    expect(options.age).toEqual([1, 90]);
    expect(modelsOfMake(options, 'HONDA')).toEqual(['Civic', 'CR-V']);
    expect(modelsOfMake(options, null)).toEqual(['Civic', 'CR-V', 'Escape', 'RAV4']);
    expect(inventoryFilterOptions(stock, 'demo', TODAY).years).toEqual([2024]);
    expect(DEFAULT_AGE_RANGE).toEqual([1, 3]);
    expect(inventoryFilterOptions([], 'all', TODAY).age).toEqual([1, 3]);
  });
});
