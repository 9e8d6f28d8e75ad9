import { baseOpportunity } from './baseOpportunity.ts';
import type { Opportunity } from './opportunity.ts';
import type { VehicleContext } from './vehicleContext.ts';

/**
 * equity (UPGRADE): a finance contract with payments left whose trade value covers the payout, or whose negative
 * equity is within the dealer's dealsheet_negative_equity maximum.
 */
export function equityOpportunity(context: VehicleContext): Opportunity | null {
  const { contract, equityAllowed } = context.facts;
  if (contract.saleType !== 'finance' || contract.paymentsLeft === 0 || !equityAllowed) return null;
  return baseOpportunity(context, 'equity');
}
