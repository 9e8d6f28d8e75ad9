import { PERIODS_PER_YEAR, type Frequency } from './dealConstants.ts';

/**
 * The number of payments of a term at a frequency: term × payments a year / 12 (60 months are 60 monthly, 130
 * biweekly or 260 weekly payments). A term that is no whole number of weeks or fortnights keeps its fraction
 * (40 months biweekly are 86.67 payments), as the payout rule counts it.
 */
export function paymentCount(term: number, frequency: Frequency): number {
  return (term * PERIODS_PER_YEAR[frequency]) / 12;
}
