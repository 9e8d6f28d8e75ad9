import type { Random } from './random.ts';

/** World manufacturer identifiers (the VIN's first three characters) the demo's makes use. */
const WMI: Readonly<Record<string, readonly string[]>> = {
  Toyota: ['2T1', '2T3', 'JTM', '5TF', '5TD'],
  Honda: ['2HG', '2HK', '5J6', '5FN', '1HG'],
  Ford: ['1FT', '1FM', '1FA', '3FM'],
  Hyundai: ['KMH', '5NM'],
  Mazda: ['JM1', 'JM3'],
  Chevrolet: ['1GC', '2GN', '3GN'],
  Nissan: ['JN8', '3N1'],
  Kia: ['KND', '5XY'],
  Volkswagen: ['3VW', '1VW'],
  Subaru: ['4S4', 'JF2'],
};
const CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** The model year code of the tenth character, from 2010 (A) on; the letters I, O, Q, U and Z are never used. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

const valueOf = (ch: string) => VALUES[ch] ?? Number(ch);

/**
 * A VIN of the make and model year (ISO 3779, North American form): the make's manufacturer code, five vehicle
 * descriptor characters, the check digit, the year code, a plant code and a six digit serial number.
 */
export function demoVin(random: Random, make: string, year: number): string {
  const descriptor = Array.from({ length: 5 }, () => random.pick([...CHARACTERS])).join('');
  const serial = String(random.int(0, 999999)).padStart(6, '0');
  const yearCode = YEAR_CODES[(year - 2010 + YEAR_CODES.length) % YEAR_CODES.length] ?? 'A';
  const vin = `${random.pick(WMI[make] ?? ['1XX'])}${descriptor}0${yearCode}${random.pick([...'ABCDEFGHKLMNPRSTUVW'])}${serial}`;
  const sum = [...vin].reduce((total, ch, index) => total + valueOf(ch) * (WEIGHTS[index] ?? 0), 0);
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  return `${vin.slice(0, 8)}${check}${vin.slice(9)}`;
}
