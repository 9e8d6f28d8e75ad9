import { WMI_TABLE } from './wmiTable.ts';

/** Where the maker that assigned a VIN is, read from its first characters (ISO 3780). */
export type VinRegion = 'North America' | 'Oceania' | 'South America' | 'Africa' | 'Asia' | 'Europe';

export type VinDecoding =
  | {
      ok: true;
      /** The VIN as normalised: capitals, no spaces or dashes. */
      vin: string;
      /** The world manufacturer identifier: the first three characters. */
      wmi: string;
      /** The make of the WMI, null when the bundled table does not know it. */
      make: string | null;
      region: VinRegion;
      /** The model year (position 10). */
      year: number;
      /** Position 11. */
      plantCode: string;
      /** Positions 12 to 17. */
      serial: string;
    }
  | { ok: false; message: string };

const INVALID_VIN = 'Please enter a valid 17-character VIN.';
const CHECK_DIGIT_MISMATCH = 'This VIN is not valid: its check digit does not match.';

/** 17 letters and digits, never I, O or Q (ISO 3779). */
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The value of each letter in the check digit sum (49 CFR 565.15); a digit counts as itself. */
const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** Model year codes of position 10: 1980 (A) to 2009 (9), then again from 2010 (A); never I, O, Q, U, Z or 0. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

const REGIONS: readonly (readonly [string, VinRegion])[] = [
  ['12345', 'North America'],
  ['67', 'Oceania'],
  ['89', 'South America'],
  ['ABCDEFGH', 'Africa'],
  ['JKLMNPR', 'Asia'],
  ['STUVWXYZ', 'Europe'],
];

/** The VIN as typed or scanned, trimmed, in capitals, without its spaces and dashes. */
export function normaliseVin(input: string): string {
  return input.trim().toUpperCase().replace(/[\s-]/g, '');
}

/**
 * The check digit of a normalised 17-character VIN (ISO 3779, 49 CFR 565.15): the sum of each character's value
 * times its position's weight, modulo 11, with a remainder of 10 written X. Position 9 itself has weight 0.
 */
export function vinCheckDigit(vin: string): string {
  if (!VIN_PATTERN.test(vin)) throw new RangeError(`Not a normalised 17-character VIN: ${vin}`);
  const sum = [...vin].reduce(
    (total, character, index) => total + (LETTER_VALUES[character] ?? Number(character)) * (WEIGHTS[index] ?? 0),
    0,
  );
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * The region of the VIN's first character, null for 0 (never assigned). SAE gives makers in the United States the
 * identifiers 7F to 7Z (Tesla 7SA, Rivian 7PD, Toyota 7MU), while 7A to 7E are New Zealand's.
 */
function regionOf(vin: string): VinRegion | null {
  const first = vin.charAt(0);
  const second = vin.charAt(1);
  if (first === '7' && second >= 'F' && second <= 'Z') return 'North America';
  return REGIONS.find(([firsts]) => firsts.includes(first))?.[1] ?? null;
}

/**
 * The model year of a position 10 code (index in YEAR_CODES), which repeats every 30 years: the latest year of its
 * cycle not after next year, so a VIN never reads as more than a year in the future. North American cars, MPVs and
 * light trucks also tell the cycle in position 7 (49 CFR 565.15): a letter for 2010 to 2039, a digit for 1980 to
 * 2009; that year is taken unless it is still to come.
 */
function modelYear(yearCode: number, position7: string, northAmerican: boolean, today: Date): number {
  const latest = today.getFullYear() + 1;
  const latestOfCycle = latest - ((((latest - 1980 - yearCode) % 30) + 30) % 30);
  if (!northAmerican) return latestOfCycle;
  const byPosition7 = (/\d/.test(position7) ? 1980 : 2010) + yearCode;
  return byPosition7 <= latest ? byPosition7 : latestOfCycle;
}

/**
 * Decodes a VIN without any outside service: its maker's identifier and make (from the bundled WMI table), region,
 * model year, plant code and serial number. A North American VIN must carry its check digit; one from elsewhere
 * need not, as European and Asian VINs often do not use it (many put a Z or a letter in position 9).
 */
export function decodeVin(input: string, today: Date = new Date()): VinDecoding {
  const vin = normaliseVin(input);
  const region = regionOf(vin);
  const yearCode = YEAR_CODES.indexOf(vin.charAt(9));
  if (!VIN_PATTERN.test(vin) || region === null || yearCode < 0) return { ok: false, message: INVALID_VIN };
  const northAmerican = region === 'North America';
  if (northAmerican && vinCheckDigit(vin) !== vin.charAt(8)) return { ok: false, message: CHECK_DIGIT_MISMATCH };
  const wmi = vin.slice(0, 3);
  return {
    ok: true,
    vin,
    wmi,
    make: WMI_TABLE[wmi] ?? null,
    region,
    year: modelYear(yearCode, vin.charAt(6), northAmerican, today),
    plantCode: vin.charAt(10),
    serial: vin.slice(11),
  };
}
