import type { Country } from '../dealers/dealer.ts';

export type DistanceUnit = 'KM' | 'MI';

/** KM for dealers in canada, MI for dealers in the us (spec 000 §1). */
export function distanceUnit(country: Country): DistanceUnit {
  return country === 'us' ? 'MI' : 'KM';
}

const KM_PER_MILE = 1.609344;

/** Converts a distance kept in kilometres to the dealer's unit. */
export function distanceIn(km: number, unit: DistanceUnit): number {
  return unit === 'MI' ? km / KM_PER_MILE : km;
}

/** Converts a distance typed in the dealer's unit to the kilometres it is kept in. */
export function kilometresFrom(distance: number, unit: DistanceUnit): number {
  return unit === 'MI' ? distance * KM_PER_MILE : distance;
}
