import { MATCH_DEFAULT_FINANCE_RATE, MATCH_DEFAULT_FINANCE_TERM } from '../opportunities/opportunityRules.ts';
import type { DealerSettings } from '../settings/dealerSettings.ts';
import type { DealIncentive } from './dealIncentive.ts';

/**
 * The finance options of an in-stock vehicle: stock carries no manufacturer incentives, so it is priced with the
 * dealer's finance rates (spec 002 DEALER RATES), or the default rate and term when the dealer has none. The engine
 * prices matches with these and the deal page offers them, so both agree.
 */
export function stockIncentives(settings: DealerSettings): DealIncentive[] {
  const rates = settings.rates.filter((rate) => rate.type === 'finance');
  const terms = rates.length > 0 ? rates : [{ term: MATCH_DEFAULT_FINANCE_TERM, rate: MATCH_DEFAULT_FINANCE_RATE }];
  return terms.map((rate) => ({
    id: `rate:${rate.term}:${rate.rate}`,
    type: 'finance',
    term: rate.term,
    rate: rate.rate,
    incentive: 'rate',
    cash: 0,
    residual: 0,
    factor: 0,
    program: null,
  }));
}
