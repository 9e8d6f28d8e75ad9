import { PERIODS_PER_YEAR } from '../deal/dealConstants.ts';
import { baseOpportunity } from './baseOpportunity.ts';
import type { Opportunity } from './opportunity.ts';
import { LEASE_END_WINDOW_MONTHS } from './opportunityRules.ts';
import type { VehicleContext } from './vehicleContext.ts';

/**
 * leasing: a lease with payments left, no more than LEASE_END_WINDOW_MONTHS of payments (12 monthly, 26 biweekly,
 * 52 weekly payments), whose negative equity is within the dealer's maximum; the row carries the km risk.
 */
export function leasingOpportunity(context: VehicleContext): Opportunity | null {
  const { contract, equityAllowed } = context.facts;
  if (contract.saleType !== 'lease' || !contract.frequency || contract.paymentsLeft === 0 || !equityAllowed) return null;
  const window = (LEASE_END_WINDOW_MONTHS * PERIODS_PER_YEAR[contract.frequency]) / 12;
  return contract.paymentsLeft <= window ? baseOpportunity(context, 'leasing') : null;
}
