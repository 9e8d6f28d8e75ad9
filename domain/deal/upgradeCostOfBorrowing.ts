import { roundCents } from './roundCents.ts';

/** upgrade_cob of the dealsheet print (spec 002 §3, §7): the price minus monthly payment times term, 2 decimals. */
export function upgradeCostOfBorrowing(price: number, monthly: number, term: number): number {
  return roundCents(price - monthly * term);
}
