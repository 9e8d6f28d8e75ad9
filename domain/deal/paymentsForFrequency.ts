import { PERIODS_PER_YEAR, type Frequency } from './dealConstants.ts';
import { roundCents } from './roundCents.ts';

/** Biweekly = monthly×12/26; weekly = monthly×12/52; rounded to cents (spec 001 §2.4). Monthly is the monthly. */
export function paymentsForFrequency(monthly: number, frequency: Frequency): number {
  return roundCents((monthly * 12) / PERIODS_PER_YEAR[frequency]);
}
