import { formatMoney } from '../format/numbers.ts';
import type { BelowZeroPayment, PricedIncentive } from './dealCalculator.ts';
import type { Frequency } from './dealConstants.ts';
import { paymentsForFrequency } from './paymentsForFrequency.ts';

/**
 * The payment an option shows at a frequency: a lease the formula puts below zero shows its negative payment (with
 * equityLeftText beside it), never 0; every other option its monthly at that frequency.
 */
export function shownPayment(option: Pick<PricedIncentive, 'monthly' | 'below_zero'>, frequency: Frequency): number {
  return paymentsForFrequency(option.below_zero ? option.below_zero.monthly : option.monthly, frequency);
}

/** "$32,152.00 of equity left over", beside a lease payment below zero. */
export function equityLeftText(below: BelowZeroPayment): string {
  return `${formatMoney(below.equity_left)} of equity left over`;
}
