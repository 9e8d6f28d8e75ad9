import { PERIODS_PER_YEAR, type Frequency } from './dealConstants.ts';
import { roundCents } from './roundCents.ts';

/**
 * A contract's payment as a monthly amount, the inverse of biweekly = monthly×12/26 and weekly = monthly×12/52:
 * monthly = payment × payments a year / 12, rounded to cents.
 */
export function monthlyFromPayment(payment: number, frequency: Frequency): number {
  return roundCents((payment * PERIODS_PER_YEAR[frequency]) / 12);
}
