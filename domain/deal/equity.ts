import { roundCents } from './roundCents.ts';

/** Equity = trade value − payout, to cents; negative when the customer owes more than the vehicle is worth. */
export function equity(tradeValue: number, payout: number): number {
  return roundCents(tradeValue - payout);
}
