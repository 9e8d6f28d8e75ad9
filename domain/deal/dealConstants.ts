/**
 * The deal constants of spec 001 §2.4 and §9. This module is the one place that names them; the deal math reads
 * them from here.
 */

/** Tax factor 1.13 (spec 001 §2.4, §9). */
export const TAX_FACTOR = 1.13;

/** Frequency codes: m monthly, b biweekly, w weekly. */
export const FREQUENCIES = ['m', 'b', 'w'] as const;

export type Frequency = (typeof FREQUENCIES)[number];

/** How a frequency is named on screen and on the printed sheet (lower-cased within a sentence). */
export const FREQUENCY_LABELS: Readonly<Record<Frequency, string>> = { m: 'Monthly', b: 'Biweekly', w: 'Weekly' };

/** Deal types: finance, lease, cash. */
export const DEAL_TYPES = ['finance', 'lease', 'cash'] as const;

export type DealType = (typeof DEAL_TYPES)[number];

/** How a deal type is named on screen. */
export const DEAL_TYPE_LABELS: Readonly<Record<DealType, string>> = { finance: 'Finance', lease: 'Lease', cash: 'Cash' };

/** Payments a year: monthly 12, biweekly 26 a year, weekly 52 a year. */
export const PERIODS_PER_YEAR: Readonly<Record<Frequency, number>> = { m: 12, b: 26, w: 52 };

/** Elapsed 28-day periods are multiplied by 2.16666 for biweekly and 4.33333 for weekly contracts. */
export const PERIOD_FACTORS: Readonly<Record<Frequency, number>> = { m: 1, b: 2.16666, w: 4.33333 };

/** Elapsed months are measured in 28-day periods. */
export const ELAPSED_PERIOD_DAYS = 28;
