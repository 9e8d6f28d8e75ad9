import { dealCalculator } from '../deal/dealCalculator.ts';
import type { DealerFee } from '../deal/applyFees.ts';
import { roundCents } from '../deal/roundCents.ts';
import { MATCH_NO_PAYMENT_MONTHLY, MATCH_PAYMENT_TOLERANCE } from './opportunityRules.ts';
import type { ReplacementCandidate } from './replacementCatalogue.ts';

export type ReplacementMatchInput = {
  /** The owned vehicle's model year and make. */
  year: number;
  make: string;
  trade: number;
  payout: number;
  /** The customer's current monthly payment; 0 when none is being paid. */
  monthly: number;
  fees: readonly DealerFee[];
  candidates: readonly ReplacementCandidate[];
};

export type ReplacementMatches = {
  /** In-stock and build replacements at a comparable payment. */
  matches: number;
  /** Of those, the in-stock ones. */
  inStock: number;
};

/**
 * Replacements the customer could move into: candidates of the same make and a newer model year whose lowest
 * monthly payment, as the deal calculator prices it with the customer's trade and payout (finance and lease
 * options, no downpayment, no additional programs toggled), is at most MATCH_PAYMENT_TOLERANCE above the current
 * monthly payment (MATCH_NO_PAYMENT_MONTHLY when none is paid).
 */
export function replacementMatches(input: ReplacementMatchInput): ReplacementMatches {
  const reference = input.monthly > 0 ? input.monthly : MATCH_NO_PAYMENT_MONTHLY;
  const ceiling = roundCents(reference * (1 + MATCH_PAYMENT_TOLERANCE));
  const make = input.make.trim().toLowerCase();
  const leaseFits = (candidate: ReplacementCandidate): boolean => {
    if (candidate.leaseIncentives.length === 0) return false;
    const deal = dealCalculator({
      price: candidate.price,
      incentives: candidate.leaseIncentives,
      trade: input.trade,
      payout: input.payout,
      fees: input.fees,
      current: { payment: input.monthly, frequency: 'm' },
      chosen: {},
      additional: [],
    });
    return deal.lease.options.some((option) => option.monthly <= ceiling);
  };
  let matches = 0;
  let inStock = 0;
  for (const candidate of input.candidates) {
    if (candidate.year <= input.year || candidate.make !== make) continue;
    const fits = (candidate.financeMonthly !== null && candidate.financeMonthly <= ceiling) || leaseFits(candidate);
    if (!fits) continue;
    matches += 1;
    if (candidate.inStock) inStock += 1;
  }
  return { matches, inStock };
}
