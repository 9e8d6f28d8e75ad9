import { PERIODS_PER_YEAR, type Frequency } from './dealConstants.ts';
import { roundCents } from './roundCents.ts';

export type ContractTerms = {
  /** Amount financed. */
  amount: number;
  /** The payment at the contract's frequency. */
  payment: number;
  /** Months. */
  term: number;
  frequency: Frequency;
};

/**
 * The annual rate in percent, to 2 decimals, of an existing contract: the periodic rate r that amortises the amount
 * in term × payments a year / 12 payments (payment = amount × r / (1 − (1 + r)^−n)), found by bisection, times
 * payments a year × 100 — the same convention as the finance formula's rate/1200. A contract whose payments do
 * not exceed the amount (or with no amount, payment or term) has an APR of 0.
 */
export function apr(contract: ContractTerms): number {
  const perYear = PERIODS_PER_YEAR[contract.frequency];
  const payments = (contract.term * perYear) / 12;
  const { amount, payment } = contract;
  if (amount <= 0 || payment <= 0 || payments <= 0 || payment * payments <= amount) return 0;
  const paymentAt = (rate: number): number => (amount * rate) / (1 - (1 + rate) ** -payments);
  let low = 0;
  let high = 1;
  while (paymentAt(high) < payment) high *= 2;
  for (let step = 0; step < 100 && high - low > 1e-13; step += 1) {
    const middle = (low + high) / 2;
    if (paymentAt(middle) < payment) low = middle;
    else high = middle;
  }
  return roundCents(((low + high) / 2) * perYear * 100);
}
