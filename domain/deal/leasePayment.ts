import { amountOrZero } from './amountOrZero.ts';
import type { AppliedFees } from './applyFees.ts';
import { SPEC_TAX, type DealTax } from './dealerTax.ts';
import { roundCents } from './roundCents.ts';

export type LeaseTerms = {
  price: number;
  /** The dealer's fees for the price (applyFees): the pre-tax ones enter the capital, the post-tax ones the payment. */
  fees: AppliedFees;
  downpayment?: number | null;
  /** The chosen lease option's cash plus the lease additional cash total. */
  cash: number;
  payout?: number | null;
  trade?: number | null;
  /** Residual in percent of the price. */
  residualPercent: number;
  /** Lease (money) factor. */
  factor: number;
  /** Months. */
  term: number;
  /** The dealer's tax (dealerTax); the spec's 1.13 when left out. */
  tax?: DealTax;
};

/**
 * A lease whose formula gives a payment below zero: the trade equity, downpayment and cash pay more than the lease
 * costs. monthly is the formula's (negative) payment, to cents; equityLeft is what is left over once the lease costs
 * nothing: −payment × term ÷ tax factor (before tax, as the credits are), to cents.
 */
export type LeaseBelowZero = { monthly: number; equityLeft: number };

/**
 * monthly is what the customer pays, never below 0; belowZero is set only when the formula gives less than 0.
 * rent is the rent charge of a month, (price + residual) × factor, unrounded (the payment is computed from it).
 */
export type LeasePayment = { adjustedCapital: number; residual: number; depreciation: number; rent: number; monthly: number; belowZero?: LeaseBelowZero };

/**
 * Spec 001 §2.4: "capital plus fees minus downpayment minus cash plus payout minus trade; residual is price ×
 * residual%; payment = (depreciation/term + (capital+residual) × factor) × 1.13".
 *
 * Reading of "capital": capital is the vehicle's price, in both places the spec names it. The first clause is the
 * adjusted capital (price + pre-tax fees − downpayment − cash + payout − trade); depreciation = adjusted capital −
 * residual. The rent charge (capital + residual) × factor is on the price, so downpayment, cash, payout and trade move
 * the payment only through depreciation. The dealer's tax stands for 1.13: the payment is taxed by its factor; its
 * fixed taxes and the post-tax fees, which no tax applies to, add (fixed + post-tax fees) ÷ term a month. The
 * residual is rounded to cents, as the deal sheet prints it, so its printed figures give the payment back; the
 * payment is rounded to cents and with no term it is 0. A payment the formula puts below 0 is a payment of 0 with belowZero telling the
 * formula's figure and the equity left over.
 */
export function leasePayment(terms: LeaseTerms): LeasePayment {
  const price = terms.price;
  const adjustedCapital = roundCents(
    price + terms.fees.preTax - amountOrZero(terms.downpayment) - terms.cash + amountOrZero(terms.payout) - amountOrZero(terms.trade),
  );
  const residual = roundCents((price * terms.residualPercent) / 100);
  const depreciation = roundCents(adjustedCapital - residual);
  const rent = (price + residual) * terms.factor;
  const tax = terms.tax ?? SPEC_TAX;
  const payment = terms.term > 0 ? (depreciation / terms.term + rent) * tax.factor + (tax.fixed + terms.fees.postTax) / terms.term : 0;
  const lease: LeasePayment = { adjustedCapital, residual, depreciation, rent, monthly: roundCents(Math.max(payment, 0)) };
  const below = roundCents(payment);
  if (below < 0) lease.belowZero = { monthly: below, equityLeft: roundCents((-payment * terms.term) / tax.factor) };
  return lease;
}
