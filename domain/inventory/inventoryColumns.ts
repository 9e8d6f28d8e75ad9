import type { Country } from '../dealers/dealer.ts';
import type { InventoryVehicle } from '../dms/inventoryVehicle.ts';
import { mileageText } from '../format/mileageText.ts';
import { formatMoney } from '../format/numbers.ts';
import { inventoryAge, inventoryAgeText } from './inventoryAge.ts';
import type { InventorySortColumn } from './inventorySort.ts';
import { INVENTORY_TYPE_LABELS } from './inventoryType.ts';

/** The empty list's text (spec 001 §2.6, §8). */
export const NO_INVENTORY = 'no inventory for this vehicle type';

/** What a column's text needs besides the vehicle: the day ages are counted to, the dealer's distance unit. */
export type InventoryColumnContext = { today: string; country: Country };

/** One column of the inventory list: its header, the sort a click on it sets, and the text the screen and CSV show. */
export type InventoryColumn = {
  key: string;
  header: string;
  sort: InventorySortColumn;
  text: (vehicle: InventoryVehicle, context: InventoryColumnContext) => string;
};

const plain = (key: InventorySortColumn, header: string): InventoryColumn => ({
  key,
  header,
  sort: key,
  text: (vehicle) => String(vehicle[key as keyof InventoryVehicle]),
});

/** The columns of spec 001 §2.6: type, stock, VIN, year, make, model, trim, engine, price, mileage, age in days. */
export const INVENTORY_COLUMNS: InventoryColumn[] = [
  { key: 'stock_type', header: 'TYPE', sort: 'stock_type', text: (vehicle) => INVENTORY_TYPE_LABELS[vehicle.stock_type] },
  plain('stock', 'STOCK'),
  plain('vin', 'VIN'),
  plain('year', 'YEAR'),
  plain('make', 'MAKE'),
  plain('model', 'MODEL'),
  plain('trim', 'TRIM'),
  plain('engine', 'ENGINE'),
  { key: 'price', header: 'PRICE', sort: 'price', text: (vehicle) => formatMoney(vehicle.price) },
  { key: 'kilometres', header: 'MILEAGE', sort: 'kilometres', text: (vehicle, context) => mileageText(vehicle.kilometres, context.country) },
  {
    key: 'age',
    header: 'AGE (DAYS)',
    sort: 'stocked_at',
    text: (vehicle, context) => inventoryAgeText(inventoryAge(vehicle.stocked_at, context.today)),
  },
];

/** Where a row leads: the vehicle page. */
export function vehicleLink(vehicle: Pick<InventoryVehicle, 'id'>): string {
  return `/vehicle/${encodeURIComponent(vehicle.id)}`;
}
