import type { DeskTerms } from '../deal/dealerDeskTerms.ts';
import { monthlyFromPayment } from '../deal/monthlyFromPayment.ts';
import type { Opportunity } from './opportunity.ts';
import type { ReplacementCandidate } from './replacementCatalogue.ts';
import { replacementMatches } from './replacementMatches.ts';

/**
 * A stored row with its matches priced again (matches, stock_match), or null when they are unchanged. A change of the
 * dealer's rates, fees, taxes or desk options moves nothing of a row but its matches (the rules decide a row's
 * existence without them, baseOpportunity), and everything replacementMatches reads of the vehicle is on the row:
 * its year and make, the trade and payout (the desk's when set), and the monthly payment, which the engine takes as
 * the payment made monthly while payments are left and 0 after (contractStatus). So a pricing change is caught up from
 * the rows alone, without the customers' data (sync-server/settings/mineAfterSettings.ts); a test holds this equal to
 * mining again.
 */
export function repricedRow(row: Opportunity, terms: DeskTerms, candidates: readonly ReplacementCandidate[]): Opportunity | null {
  const monthly = row.payments_left > 0 && row.frequency !== null ? monthlyFromPayment(row.payments, row.frequency) : 0;
  const { matches, inStock } = replacementMatches({ year: row.year, make: row.make, trade: row.trade, payout: row.payout, monthly, terms, candidates });
  const stock_match = inStock > 0 ? 1 : 0;
  if (matches === row.matches && stock_match === row.stock_match) return null;
  return { ...row, matches, stock_match };
}
