import type { Country } from '../dealers/dealer.ts';
import { formatNumber } from './numbers.ts';
import { distanceIn, distanceUnit } from './units.ts';

/** A distance kept in kilometres, shown in the dealer's unit, rounded up: "13 KM", "1,204 MI". */
export function distanceText(km: number | null, country: Country): string {
  if (km === null) return '';
  const unit = distanceUnit(country);
  return `${formatNumber(Math.ceil(distanceIn(km, unit)))} ${unit}`;
}
