import { amountOrZero } from './amountOrZero.ts';
import { TAX_FACTOR } from './dealConstants.ts';
import { roundCents } from './roundCents.ts';

export type FinanceTerms = {
  price: number;
  /** The chosen finance option's cash incentive. */
  cashIncentives: number;
  downpayment?: number | null;
  /** The additional cash total of the additional incentives toggled in. */
  additional: number;
  /** Dealer fees as they enter the finance amount: pre-tax fees × 1.13 plus post-tax fees (see applyFees). */
  fees: number;
  /** Annual rate in percent. */
  rate: number;
  /** Months. */
  term: number;
};

export type FinancePayment = { financed: number; monthly: number };

/**
 * Spec 001 §2.4: Financed = (price − cash incentives) × 1.13 − downpayment − additional + fees; the monthly rate is
 * rate/1200 over term months (amortised); a zero rate divides evenly. Both figures are rounded to cents; the
 * payment is amortised from the unrounded amount. Nothing left to finance (or no term) is a payment of 0.
 */
export function financePayment(terms: FinanceTerms): FinancePayment {
  const financed =
    (terms.price - terms.cashIncentives) * TAX_FACTOR - amountOrZero(terms.downpayment) - terms.additional + terms.fees;
  if (financed <= 0 || terms.term <= 0) return { financed: roundCents(Math.max(financed, 0)), monthly: 0 };
  const monthlyRate = terms.rate / 1200;
  const monthly =
    monthlyRate === 0 ? financed / terms.term : (financed * monthlyRate) / (1 - (1 + monthlyRate) ** -terms.term);
  return { financed: roundCents(financed), monthly: roundCents(monthly) };
}
