import { someOptionWithin } from '../deal/dealCalculator.ts';
import type { DeskTerms } from '../deal/dealerDeskTerms.ts';
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
  /** The dealer's fees, tax and desk option (dealerDeskTerms of its settings). */
  terms: DeskTerms;
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
 * monthly payment (MATCH_NO_PAYMENT_MONTHLY when none is paid). Finance options are the catalogue's, priced without
 * trade or payout, unless the dealer's finance options take the trade equity: then they are priced for this customer.
 * A lease below zero fits (its payment is 0, with equity left over).
 */
export function replacementMatches(input: ReplacementMatchInput): ReplacementMatches {
  const reference = input.monthly > 0 ? input.monthly : MATCH_NO_PAYMENT_MONTHLY;
  const ceiling = roundCents(reference * (1 + MATCH_PAYMENT_TOLERANCE));
  const make = input.make.trim().toLowerCase();
  const { terms } = input;
  const priced = (candidate: ReplacementCandidate, tab: 'finance' | 'lease'): boolean => {
    const incentives = tab === 'finance' ? candidate.financeIncentives : candidate.leaseIncentives;
    if (incentives.length === 0) return false;
    // Fields listed one by one: an object spread here is most of the engine's time on Node 20.
    const deal = { price: candidate.price, incentives, trade: input.trade, payout: input.payout, fees: terms.fees, tax: terms.tax, tradeEquityFinance: terms.tradeEquityFinance };
    return someOptionWithin(tab, deal, ceiling);
  };
  const financeFits = (candidate: ReplacementCandidate): boolean =>
    input.terms.tradeEquityFinance
      ? priced(candidate, 'finance')
      : candidate.financeMonthly !== null && candidate.financeMonthly <= ceiling;
  let matches = 0;
  let inStock = 0;
  for (const candidate of input.candidates) {
    if (candidate.year <= input.year || candidate.make !== make) continue;
    const fits = financeFits(candidate) || priced(candidate, 'lease');
    if (!fits) continue;
    matches += 1;
    if (candidate.inStock) inStock += 1;
  }
  return { matches, inStock };
}
