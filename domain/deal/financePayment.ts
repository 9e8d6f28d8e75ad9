import { amountOrZero } from './amountOrZero.ts';
import type { AppliedFees } from './applyFees.ts';
import { SPEC_TAX, type DealTax } from './dealerTax.ts';
import { roundCents } from './roundCents.ts';

export type FinanceTerms = {
  price: number;
  /** The chosen finance option's cash incentive. */
  cashIncentives: number;
  downpayment?: number | null;
  /** The additional cash total of the additional incentives toggled in. */
  additional: number;
  /** The dealer's fees for the price (applyFees): the pre-tax ones are taxed with the price, the post-tax ones not. */
  fees: AppliedFees;
  /** The dealer's tax (dealerTax); the spec's 1.13 when left out. */
  tax?: DealTax;
  /** The trade equity (trade − payout) applied to the amount: the desk option desk_trade_equity_finance; 0 when left out. */
  equity?: number;
  /** Annual rate in percent. */
  rate: number;
  /** Months. */
  term: number;
};

export type FinancePayment = {
  /** What the dealer's percent taxes apply to: price − cash incentives + pre-tax fees. */
  taxable: number;
  /** Those taxes: taxable × (factor − 1). */
  tax: number;
  /** The amount financed: taxable + tax + fixed taxes + post-tax fees − downpayment − additional − equity, never below 0. */
  financed: number;
  monthly: number;
};

/**
 * Spec 001 §2.4: Financed = (price − cash incentives) × 1.13 − downpayment − additional + fees; the monthly rate is
 * rate/1200 over term months (amortised); a zero rate divides evenly. The dealer's tax stands for 1.13 (its factor,
 * plus its fixed taxes once) and taxes the pre-tax fees with the price; post-tax fees are added untaxed. With the
 * desk option on, the trade equity is taken off (a negative equity adds to it). The amounts are dollars and cents
 * (the desk and the print read them so) and the tax is rounded once, on the taxable amount, so the amount financed is
 * the sum of the lines the deal sheet prints; the payment is amortised from that amount and rounded to cents.
 * Nothing left to finance (or no term) is a payment of 0.
 */
export function financePayment(terms: FinanceTerms): FinancePayment {
  const tax = terms.tax ?? SPEC_TAX;
  const taxable = roundCents(terms.price - terms.cashIncentives + terms.fees.preTax);
  const taxAmount = roundCents(taxable * tax.factor - taxable);
  const amount = roundCents(
    taxable + taxAmount + tax.fixed + terms.fees.postTax - amountOrZero(terms.downpayment) - terms.additional - amountOrZero(terms.equity),
  );
  const financed = Math.max(amount, 0);
  if (financed === 0 || terms.term <= 0) return { taxable, tax: taxAmount, financed, monthly: 0 };
  const monthlyRate = terms.rate / 1200;
  const monthly = monthlyRate === 0 ? financed / terms.term : (financed * monthlyRate) / (1 - (1 + monthlyRate) ** -terms.term);
  return { taxable, tax: taxAmount, financed, monthly: roundCents(monthly) };
}
