import { amountOrZero } from './amountOrZero.ts';
import { TAX_FACTOR } from './dealConstants.ts';
import { roundCents } from './roundCents.ts';

export type LeaseTerms = {
  price: number;
  /** Dealer fees as they enter the lease capital: pre-tax fees plus post-tax fees ÷ 1.13 (see applyFees). */
  fees: number;
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
};

export type LeasePayment = { adjustedCapital: number; residual: number; monthly: number };

/**
 * Spec 001 §2.4: "capital plus fees minus downpayment minus cash plus payout minus trade; residual is price ×
 * residual%; payment = (depreciation/term + (capital+residual) × factor) × 1.13".
 *
 * Reading of "capital": capital is the vehicle's price, in both places the spec names it. The first clause is the
 * adjusted capital (price + fees − downpayment − cash + payout − trade); depreciation = adjusted capital − residual.
 * The rent charge (capital + residual) × factor is on the price, so downpayment, cash, payout and trade move the
 * payment only through depreciation. The payment is rounded to cents; a lease whose adjusted capital is paid down
 * below nothing owed (or with no term) is a payment of 0.
 */
export function leasePayment(terms: LeaseTerms): LeasePayment {
  const capital = terms.price;
  const adjustedCapital =
    capital +
    terms.fees -
    amountOrZero(terms.downpayment) -
    terms.cash +
    amountOrZero(terms.payout) -
    amountOrZero(terms.trade);
  const residual = (capital * terms.residualPercent) / 100;
  const depreciation = adjustedCapital - residual;
  const payment =
    terms.term > 0 ? (depreciation / terms.term + (capital + residual) * terms.factor) * TAX_FACTOR : 0;
  return { adjustedCapital: roundCents(adjustedCapital), residual: roundCents(residual), monthly: roundCents(Math.max(payment, 0)) };
}
