import type { AppliedFees } from './applyFees.ts';
import type { Frequency } from './dealConstants.ts';
import type { DealIncentive } from './dealIncentive.ts';
import { monthlyFromPayment } from './monthlyFromPayment.ts';
import { dealPricing, optionPayment, type DealPricing, type DealPricingInput } from './optionPayment.ts';
import { paymentsForFrequency } from './paymentsForFrequency.ts';
import { roundCents } from './roundCents.ts';

type Tab = DealIncentive['type'];

/** price is the replacement vehicle's; the rest as every deal is priced (DealPricingInput). */
export type DealCalculatorInput = DealPricingInput & {
  /** The replacement's finance and lease incentives, options ('rate') and additional programs ('additional'). */
  incentives: readonly DealIncentive[];
  /** The customer's current payment at its frequency. */
  current: { payment: number; frequency: Frequency };
  /** The option the user chose in each tab; none means the lowest monthly option is active. */
  chosen: Partial<Record<Tab, string | null>>;
  /** Ids of the additional incentives toggled in. */
  additional: readonly string[];
};

/**
 * A lease option whose formula gives a payment below zero: monthly is the formula's negative payment, equity_left
 * the equity left over once the lease costs nothing (leasePayment's belowZero).
 */
export type BelowZeroPayment = { monthly: number; equity_left: number };

/**
 * An incentive with the payments of spec 001 §3: monthly, biweekly, difference_monthly, difference_biweekly. A lease
 * option the formula puts below zero has monthly 0 (what the customer pays) and below_zero set; it is shown as
 * such and never made active as the lowest monthly.
 */
export type PricedIncentive = DealIncentive & {
  monthly: number;
  biweekly: number;
  difference_monthly: number;
  difference_biweekly: number;
  below_zero?: BelowZeroPayment;
};

export type DealTab = {
  /** The tab's options ('rate' incentives), priced, in the order given. */
  options: PricedIncentive[];
  /** The tab's additional incentives, to toggle. */
  additionalIncentives: DealIncentive[];
  /** Cash of the additional incentives toggled in. */
  additionalCash: number;
  /**
   * The active option: the user's choice when it is one of the options, else the lowest monthly (first on a tie)
   * of the options not below zero; none when every option is below zero.
   */
  activeId: string | null;
};

export type DealCalculation = {
  fees: AppliedFees;
  current: { monthly: number; biweekly: number };
  finance: DealTab;
  lease: DealTab;
};

type Context = DealPricing & {
  input: DealCalculatorInput;
  current: DealCalculation['current'];
  toggled: ReadonlySet<string>;
};

function priceTab(type: Tab, context: Context): DealTab {
  const { input, current, toggled } = context;
  const additionalIncentives: DealIncentive[] = [];
  let additionalTotal = 0;
  for (const incentive of input.incentives) {
    if (incentive.type !== type || incentive.incentive !== 'additional') continue;
    additionalIncentives.push(incentive);
    if (toggled.has(incentive.id)) additionalTotal += incentive.cash;
  }
  const additionalCash = roundCents(additionalTotal);
  const chosen = input.chosen[type];
  const options: PricedIncentive[] = [];
  let lowest: PricedIncentive | null = null;
  let chosenOption: PricedIncentive | null = null;
  for (const incentive of input.incentives) {
    if (incentive.type !== type || incentive.incentive !== 'rate') continue;
    const payment = optionPayment(type, incentive, context, additionalCash);
    const monthly = payment.monthly;
    const belowZero = 'belowZero' in payment ? payment.belowZero : undefined;
    const biweekly = paymentsForFrequency(monthly, 'b');
    // Fields listed one by one: on Node 20 an object spread here costs ~10 µs an option, the whole budget.
    const priced: PricedIncentive = {
      id: incentive.id,
      type: incentive.type,
      term: incentive.term,
      rate: incentive.rate,
      incentive: incentive.incentive,
      cash: incentive.cash,
      residual: incentive.residual,
      factor: incentive.factor,
      program: incentive.program,
      monthly,
      biweekly,
      difference_monthly: roundCents(monthly - current.monthly),
      difference_biweekly: roundCents(biweekly - current.biweekly),
      below_zero: belowZero ? { monthly: belowZero.monthly, equity_left: belowZero.equityLeft } : undefined,
    };
    options.push(priced);
    if (!belowZero && (!lowest || monthly < lowest.monthly)) lowest = priced;
    if (incentive.id === chosen) chosenOption = priced;
  }
  return { options, additionalIncentives, additionalCash, activeId: (chosenOption ?? lowest)?.id ?? null };
}

/**
 * Whether some option of the tab has a monthly payment (0 for a lease below zero) at most `ceiling`, no additional
 * program toggled: the calculator's own prices (the same formulas as dealCalculator), without building the deal.
 * The opportunity engine asks this of every replacement of every vehicle (replacementMatches).
 */
export function someOptionWithin(type: Tab, input: Omit<DealCalculatorInput, 'current' | 'chosen' | 'additional'>, ceiling: number): boolean {
  const pricing = dealPricing(input);
  for (const incentive of input.incentives) {
    if (incentive.type !== type || incentive.incentive !== 'rate') continue;
    if (optionPayment(type, incentive, pricing, 0).monthly <= ceiling) return true;
  }
  return false;
}

/**
 * The deal calculator of spec 001 §2.4: every finance and lease option's monthly and biweekly payment and its
 * difference from the current payment (option − current, so a positive difference costs the customer more).
 * Finance options use the finance formula with the option's cash and the finance additional cash total; lease
 * options use the lease formula with the option's cash plus the lease additional cash total. Both are taxed with
 * the dealer's tax. The spec's finance formula has no trade or payout term, so trade and payout move lease payments
 * only, unless the desk option tradeEquityFinance takes the equity off the finance amount too. A lease option below
 * zero is never made active as the lowest monthly. Pure: every change recomputes everything.
 */
export function dealCalculator(input: DealCalculatorInput): DealCalculation {
  const currentMonthly = monthlyFromPayment(input.current.payment, input.current.frequency);
  const pricing = dealPricing(input);
  // Fields listed one by one: spreading the pricing here made every option's pricing three times slower on Node 20.
  const context: Context = {
    input,
    tax: pricing.tax,
    financeEquity: pricing.financeEquity,
    fees: pricing.fees,
    current: {
      monthly: currentMonthly,
      biweekly:
        input.current.frequency === 'b' ? roundCents(input.current.payment) : paymentsForFrequency(currentMonthly, 'b'),
    },
    toggled: new Set(input.additional),
  };
  return {
    fees: context.fees,
    current: context.current,
    finance: priceTab('finance', context),
    lease: priceTab('lease', context),
  };
}
