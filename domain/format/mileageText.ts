import type { Country } from '../dealers/dealer.ts';
import { formatNumber } from './numbers.ts';
import { distanceIn, distanceUnit } from './units.ts';

/**
 * A distance kept in kilometres (an odometer reading, a km risk, the warranty's distance left) in the dealer's
 * unit to the whole unit, not rounded up: "12,400 KM", "7,705 MI".
 */
export function mileageText(km: number | null, country: Country): string {
  if (km === null) return '';
  const unit = distanceUnit(country);
  return `${formatNumber(Math.round(distanceIn(km, unit)))} ${unit}`;
}
