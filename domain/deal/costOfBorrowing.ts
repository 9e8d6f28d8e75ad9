import { roundCents } from './roundCents.ts';

/**
 * The cost of borrowing the deal sheet prints: what the payments add up to beyond the amount they repay (for a
 * finance deal, the total of payments − the amount financed), to cents and never below 0. Nothing financed or a
 * rate of 0 borrows at no cost: the cents the payments' rounding adds at 0 % are no charge for the money.
 * Spec 002's upgrade_cob (price − monthly × term) counts the tax and fees in the amount as borrowing and goes
 * negative; docs/deal-math.md sets the two side by side.
 */
export function costOfBorrowing(paid: number, financed: number, rate: number): number {
  if (rate <= 0 || financed <= 0) return 0;
  return Math.max(0, roundCents(paid - financed));
}
