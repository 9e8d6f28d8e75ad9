import { shownDistance } from '../format/distanceText.ts';
import type { DistanceUnit } from '../format/units.ts';
import type { Customer } from './customer.ts';
import { CUSTOMER_TYPE_CODES, type CustomerListType } from './customerList.ts';

/** The customer filters' choices that come from the data (GET /filter/customer?type=): the distance range. */
export type CustomerFilterOptions = { distance: [number, number] };

/**
 * The distance slider's bounds for a list type: the lowest and highest distance of the dealer's customers of that
 * type (active or not), as the list shows them (rounded up, in the dealer's unit); [0, 0] when none has one.
 */
export function customerFilterOptions(customers: Iterable<Customer>, type: CustomerListType, unit: DistanceUnit): CustomerFilterOptions {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const customer of customers) {
    if (customer.type !== CUSTOMER_TYPE_CODES[type] || customer.distance === null) continue;
    const shown = shownDistance(customer.distance, unit);
    if (shown < low) low = shown;
    if (shown > high) high = shown;
  }
  return { distance: low <= high ? [low, high] : [0, 0] };
}
