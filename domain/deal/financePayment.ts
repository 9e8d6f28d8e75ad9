import { amountOrZero } from './amountOrZero.ts';
import { SPEC_TAX, type DealTax } from './dealerTax.ts';
import { roundCents } from './roundCents.ts';

export type FinanceTerms = {
  price: number;
  /** The chosen finance option's cash incentive. */
  cashIncentives: number;
  downpayment?: number | null;
  /** The additional cash total of the additional incentives toggled in. */
  additional: number;
  /** Dealer fees as they enter the finance amount: pre-tax fees × the tax factor plus post-tax fees (see applyFees). */
  fees: number;
  /** The dealer's tax (dealerTax); the spec's 1.13 when left out. */
  tax?: DealTax;
  /** The trade equity (trade − payout) applied to the amount: the desk option desk_trade_equity_finance; 0 when left out. */
  equity?: number;
  /** Annual rate in percent. */
  rate: number;
  /** Months. */
  term: number;
};

export type FinancePayment = { financed: number; monthly: number };

/**
 * Spec 001 §2.4: Financed = (price − cash incentives) × 1.13 − downpayment − additional + fees; the monthly rate is
 * rate/1200 over term months (amortised); a zero rate divides evenly. The dealer's tax stands for 1.13: the amount
 * is (price − cash incentives) × factor + fixed taxes; with the desk option on, the trade equity is taken off it
 * (a negative equity adds to it). Both figures are rounded to cents; the payment is amortised from the unrounded
 * amount. Nothing left to finance (or no term) is a payment of 0.
 */
export function financePayment(terms: FinanceTerms): FinancePayment {
  const tax = terms.tax ?? SPEC_TAX;
  const financed =
    (terms.price - terms.cashIncentives) * tax.factor +
    tax.fixed -
    amountOrZero(terms.downpayment) -
    terms.additional +
    terms.fees -
    amountOrZero(terms.equity);
  if (financed <= 0 || terms.term <= 0) return { financed: roundCents(Math.max(financed, 0)), monthly: 0 };
  const monthlyRate = terms.rate / 1200;
  const monthly =
    monthlyRate === 0 ? financed / terms.term : (financed * monthlyRate) / (1 - (1 + monthlyRate) ** -terms.term);
  return { financed: roundCents(financed), monthly: roundCents(monthly) };
}
