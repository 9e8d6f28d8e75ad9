import type { Country } from '../../domain/dealers/dealer.ts';
import { INVENTORY_COLUMNS } from '../../domain/inventory/inventoryColumns.ts';
import type { InventoryVehicle } from '../../domain/dms/inventoryVehicle.ts';
import type { CardRole, VirtualColumn } from '../ui/VirtualColumn.ts';

/** Fixed tracks (the table is max-content wide, where fr tracks grow to their longest text): 1,048 px in all. */
const WIDTHS: Record<string, string> = {
  stock_type: '60px',
  stock: '84px',
  vin: '176px',
  year: '56px',
  make: '80px',
  model: '100px',
  trim: '76px',
  engine: '112px',
  price: '100px',
  kilometres: '96px',
  age: '108px',
};

const NUMERIC = new Set(['year', 'price', 'kilometres', 'age']);

/** On a phone's card: the vehicle by name, its stock number and VIN under it, its price beside them. */
const CARD: Record<string, CardRole> = {
  year: 'title',
  make: 'title',
  model: 'title',
  trim: 'title',
  stock: 'subtitle',
  vin: 'subtitle',
  price: 'key',
};

/** The inventory list's columns on screen: the domain's columns and texts, with widths and alignment. */
export function inventoryTableColumns(context: { today: string; country: Country }): VirtualColumn<InventoryVehicle>[] {
  return INVENTORY_COLUMNS.map((column) => ({
    key: column.key,
    header: column.header,
    width: WIDTHS[column.key] ?? '96px',
    sortable: true,
    align: NUMERIC.has(column.key) ? 'end' : 'start',
    card: CARD[column.key],
    render: (vehicle) => column.text(vehicle, context),
  }));
}
