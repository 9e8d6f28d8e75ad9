import { amountOrZero } from './amountOrZero.ts';
import { applyFees, type AppliedFees, type DealerFee } from './applyFees.ts';
import { SPEC_TAX, type DealTax } from './dealerTax.ts';
import type { DealIncentive } from './dealIncentive.ts';
import { equity } from './equity.ts';
import { financePayment, type FinancePayment } from './financePayment.ts';
import { leasePayment, type LeasePayment } from './leasePayment.ts';

/** What a deal is priced with whatever its option: the price, the desk's downpayment and trade, the payout, the dealer's terms. */
export type DealPricingInput = {
  price: number;
  downpayment?: number | null;
  trade?: number | null;
  payout?: number | null;
  fees: readonly DealerFee[];
  /** The dealer's tax (dealerTax of its taxes); the spec's 1.13 when left out. */
  tax?: DealTax;
  /** Desk option desk_trade_equity_finance: finance options take the trade equity (trade − payout) off the amount. */
  tradeEquityFinance?: boolean;
};

/** A deal's pricing, worked out once for all its options: the dealer's tax, the finance equity (desk option), the fees. */
export type DealPricing = {
  input: DealPricingInput;
  tax: DealTax;
  /** The trade equity finance options take off their amount: 0 unless the desk option is on. */
  financeEquity: number;
  fees: AppliedFees;
};

export function dealPricing(input: DealPricingInput): DealPricing {
  const tax = input.tax ?? SPEC_TAX;
  return {
    input,
    tax,
    financeEquity: input.tradeEquityFinance ? equity(amountOrZero(input.trade), amountOrZero(input.payout)) : 0,
    fees: applyFees(input.fees, input.price),
  };
}

/** An option as it is priced: a rate incentive's figures. */
export type PricedOption = Pick<DealIncentive, 'cash' | 'rate' | 'term' | 'residual' | 'factor'>;

/**
 * One option's payment by its tab's formula, with the tab's additional cash toggled in: finance (financePayment)
 * with the option's cash as cash incentives and the additional cash after tax; lease (leasePayment) with the
 * option's cash plus the additional cash, the downpayment, payout and trade. The deal calculator prices every option
 * with it and the deal sheet print its one, so the sheet's payment is the desk's.
 */
export function optionPayment(type: 'finance', option: PricedOption, pricing: DealPricing, additionalCash: number): FinancePayment;
export function optionPayment(type: 'lease', option: PricedOption, pricing: DealPricing, additionalCash: number): LeasePayment;
export function optionPayment(type: DealIncentive['type'], option: PricedOption, pricing: DealPricing, additionalCash: number): FinancePayment | LeasePayment;
export function optionPayment(type: DealIncentive['type'], option: PricedOption, { input, tax, financeEquity, fees }: DealPricing, additionalCash: number) {
  return type === 'finance'
    ? financePayment({
        price: input.price,
        cashIncentives: option.cash,
        downpayment: input.downpayment,
        additional: additionalCash,
        fees,
        rate: option.rate,
        term: option.term,
        tax,
        equity: financeEquity,
      })
    : leasePayment({
        price: input.price,
        fees,
        downpayment: input.downpayment,
        cash: option.cash + additionalCash,
        payout: input.payout,
        trade: input.trade,
        residualPercent: option.residual,
        factor: option.factor,
        term: option.term,
        tax,
      });
}
