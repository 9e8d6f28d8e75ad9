import type { Country } from '../dealers/dealer.ts';
import { formatNumber } from './numbers.ts';
import { distanceIn, distanceUnit, type DistanceUnit } from './units.ts';

/** A distance kept in kilometres as the lists show it: in the dealer's unit, rounded up to a whole number. */
export function shownDistance(km: number, unit: DistanceUnit): number {
  return Math.ceil(distanceIn(km, unit));
}

/** A distance kept in kilometres, shown in the dealer's unit, rounded up: "13 KM", "1,204 MI". */
export function distanceText(km: number | null, country: Country): string {
  if (km === null) return '';
  const unit = distanceUnit(country);
  return `${formatNumber(shownDistance(km, unit))} ${unit}`;
}
