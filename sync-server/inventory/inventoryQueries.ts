import * as v from 'valibot';
import { INVENTORY_SORTS } from '../../domain/inventory/inventorySort.ts';
import { INVENTORY_TYPES } from '../../domain/inventory/inventoryType.ts';

/*
 * The inventory endpoints' query strings checked at the edge (spec 001 §7 "Vehicles and build"): a malformed
 * parameter answers 400 with what is wrong; readInventoryListUrl then reads the same parameters into the view.
 */

const TYPE_MESSAGE = `Please name a vehicle type: ${INVENTORY_TYPES.join(', ')}.`;

/** all when left out. */
const InventoryTypeParam = v.optional(v.picklist(INVENTORY_TYPES, TYPE_MESSAGE), 'all');

const Page = v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'The page must be a whole number from 1.')));

const NumberParam = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check((text) => text.trim() === '' || Number.isFinite(Number(text)), `The filter ${name} must be a number.`),
    ),
  );

const TextParam = (name: string) => v.optional(v.pipe(v.string(), v.maxLength(100, `The filter ${name} is too long.`)));

/** GET /vehicles: the type, paging, sort, the filters, export. */
export const InventoryListQuerySchema = v.looseObject({
  type: InventoryTypeParam,
  page: Page,
  order_by: v.optional(v.picklist(INVENTORY_SORTS, `Please sort by one of: ${INVENTORY_SORTS.join(', ')}.`)),
  order: v.optional(v.picklist(['asc', 'desc'], 'The order must be asc or desc.')),
  export: v.optional(v.picklist(['1'], 'export must be 1 when given.')),
  year: v.optional(v.pipe(v.string(), v.regex(/^(\d{4})?$/, 'The filter year must be a model year such as 2025.'))),
  make: TextParam('make'),
  model: TextParam('model'),
  age_min: NumberParam('age_min'),
  age_max: NumberParam('age_max'),
  price_min: NumberParam('price_min'),
  price_max: NumberParam('price_max'),
});

/** GET /filter/vehicle: the type. */
export const InventoryFilterQuerySchema = v.looseObject({ type: InventoryTypeParam });

/** GET /vehicles/{id}/instock: the page. */
export const InStockQuerySchema = v.looseObject({ page: Page });
