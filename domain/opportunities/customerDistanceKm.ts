import type { Customer } from '../customers/customer.ts';
import { haversineKm } from '../format/distance.ts';

type Place = { latitude: number | null; longitude: number | null };

/**
 * The customer's distance from the dealer in kilometres: the distance on file, else the great-circle distance
 * between the dealer's and the customer's coordinates, else null.
 */
export function customerDistanceKm(dealer: Place, customer: Pick<Customer, 'distance' | 'latitude' | 'longitude'>): number | null {
  if (customer.distance !== null) return customer.distance;
  if (dealer.latitude === null || dealer.longitude === null || customer.latitude === null || customer.longitude === null) {
    return null;
  }
  return haversineKm(
    { latitude: dealer.latitude, longitude: dealer.longitude },
    { latitude: customer.latitude, longitude: customer.longitude },
  );
}
