import { applyFees, type AppliedFees, type DealerFee } from './applyFees.ts';
import type { Frequency } from './dealConstants.ts';
import type { DealIncentive } from './dealIncentive.ts';
import { financePayment } from './financePayment.ts';
import { leasePayment } from './leasePayment.ts';
import { monthlyFromPayment } from './monthlyFromPayment.ts';
import { paymentsForFrequency } from './paymentsForFrequency.ts';
import { roundCents } from './roundCents.ts';

type Tab = DealIncentive['type'];

export type DealCalculatorInput = {
  /** The replacement vehicle's price. */
  price: number;
  /** The replacement's finance and lease incentives, options ('rate') and additional programs ('additional'). */
  incentives: readonly DealIncentive[];
  downpayment?: number | null;
  trade?: number | null;
  payout?: number | null;
  fees: readonly DealerFee[];
  /** The customer's current payment at its frequency. */
  current: { payment: number; frequency: Frequency };
  /** The option the user chose in each tab; none means the lowest monthly option is active. */
  chosen: Partial<Record<Tab, string | null>>;
  /** Ids of the additional incentives toggled in. */
  additional: readonly string[];
};

/** An incentive with the payments of spec 001 §3: monthly, biweekly, difference_monthly, difference_biweekly. */
export type PricedIncentive = DealIncentive & {
  monthly: number;
  biweekly: number;
  difference_monthly: number;
  difference_biweekly: number;
};

export type DealTab = {
  /** The tab's options ('rate' incentives), priced, in the order given. */
  options: PricedIncentive[];
  /** The tab's additional incentives, to toggle. */
  additionalIncentives: DealIncentive[];
  /** Cash of the additional incentives toggled in. */
  additionalCash: number;
  /** The active option: the user's choice when it is one of the options, else the lowest monthly (first on a tie). */
  activeId: string | null;
};

export type DealCalculation = {
  fees: AppliedFees;
  current: { monthly: number; biweekly: number };
  finance: DealTab;
  lease: DealTab;
};

type Context = {
  input: DealCalculatorInput;
  fees: AppliedFees;
  current: DealCalculation['current'];
  toggled: ReadonlySet<string>;
};

function priceTab(type: Tab, { input, fees, current, toggled }: Context): DealTab {
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
    const monthly =
      type === 'finance'
        ? financePayment({
            price: input.price,
            cashIncentives: incentive.cash,
            downpayment: input.downpayment,
            additional: additionalCash,
            fees: fees.finance,
            rate: incentive.rate,
            term: incentive.term,
          }).monthly
        : leasePayment({
            price: input.price,
            fees: fees.lease,
            downpayment: input.downpayment,
            cash: incentive.cash + additionalCash,
            payout: input.payout,
            trade: input.trade,
            residualPercent: incentive.residual,
            factor: incentive.factor,
            term: incentive.term,
          }).monthly;
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
    };
    options.push(priced);
    if (!lowest || monthly < lowest.monthly) lowest = priced;
    if (incentive.id === chosen) chosenOption = priced;
  }
  return { options, additionalIncentives, additionalCash, activeId: (chosenOption ?? lowest)?.id ?? null };
}

/**
 * The deal calculator of spec 001 §2.4: every finance and lease option's monthly and biweekly payment and its
 * difference from the current payment (option − current, so a positive difference costs the customer more).
 * Finance options use the finance formula with the option's cash and the finance additional cash total; lease
 * options use the lease formula with the option's cash plus the lease additional cash total. The spec's finance
 * formula has no trade or payout term, so trade and payout move lease payments only. Pure: every change recomputes
 * everything.
 */
export function dealCalculator(input: DealCalculatorInput): DealCalculation {
  const currentMonthly = monthlyFromPayment(input.current.payment, input.current.frequency);
  const context: Context = {
    input,
    fees: applyFees(input.fees, input.price),
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
