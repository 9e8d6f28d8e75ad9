import { costOfBorrowing } from './costOfBorrowing.ts';
import type { Frequency } from './dealConstants.ts';
import type { FinancePayment } from './financePayment.ts';
import type { LeasePayment } from './leasePayment.ts';
import { dealPricing, optionPayment, type DealPricing, type DealPricingInput, type PricedOption } from './optionPayment.ts';
import { paymentCount } from './paymentCount.ts';
import { paymentsForFrequency } from './paymentsForFrequency.ts';
import { roundCents } from './roundCents.ts';

/** One option of a deal as the deal sheet prints it: the deal's inputs, the option, its tab's additional cash, the frequency. */
export type PaymentFiguresInput = DealPricingInput & {
  type: 'finance' | 'lease';
  option: PricedOption;
  /** The tab's additional programs toggled in, cash total. */
  additional: number;
  frequency: Frequency;
};

/** The formula's own figures: the finance amount's lines, or the lease's capital, residual, depreciation and rent. */
export type PaymentFormula = { type: 'finance'; finance: FinancePayment } | { type: 'lease'; lease: LeasePayment };

/**
 * Every figure of a printed payment. financed is the amount financed (a lease's adjusted capital); payment is one
 * payment at the frequency, count the number of payments over the term, total their sum; costOfBorrowing is what the
 * payments cost beyond what they repay (never below 0).
 */
export type PaymentFigures = PaymentFormula & {
  pricing: DealPricing;
  financed: number;
  monthly: number;
  payment: number;
  count: number;
  total: number;
  costOfBorrowing: number;
};

/**
 * The figures of one deal option, every one derived from the inputs with the calculator's own formulas
 * (optionPayment), so a sheet printing the inputs can be re-derived line by line. The payment at the frequency is
 * the monthly's (paymentsForFrequency, Reading 4); the total is payment × number of payments. The cost of borrowing
 * (costOfBorrowing): for finance, the total of payments − the amount financed; for a lease, whose payments pay the
 * depreciation, the rent charge and tax, the rent charges over the term ((price + residual) × factor × term): the
 * payments before tax in total − the depreciation.
 */
export function paymentFigures(input: PaymentFiguresInput): PaymentFigures {
  const pricing = dealPricing(input);
  const count = paymentCount(input.option.term, input.frequency);
  const figures = (formula: PaymentFormula, financed: number, monthly: number, borrowing: (total: number) => number): PaymentFigures => {
    const payment = paymentsForFrequency(monthly, input.frequency);
    const total = roundCents(payment * count);
    return { ...formula, pricing, financed, monthly, payment, count, total, costOfBorrowing: borrowing(total) };
  };
  if (input.type === 'finance') {
    const finance = optionPayment('finance', input.option, pricing, input.additional);
    return figures({ type: 'finance', finance }, finance.financed, finance.monthly, (total) => costOfBorrowing(total, finance.financed, input.option.rate));
  }
  const lease = optionPayment('lease', input.option, pricing, input.additional);
  const { depreciation, rent } = lease;
  const beforeTax = depreciation + rent * input.option.term;
  return figures({ type: 'lease', lease }, lease.adjustedCapital, lease.monthly, () => costOfBorrowing(beforeTax, depreciation, input.option.factor));
}
