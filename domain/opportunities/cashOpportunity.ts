import { baseOpportunity } from './baseOpportunity.ts';
import type { Opportunity } from './opportunity.ts';
import type { VehicleContext } from './vehicleContext.ts';

/**
 * cash (CASH CONVERSION): a vehicle the customer owns outright, bought for cash or on a finance contract already
 * paid off, serviced here at least once. No payout: the equity is the whole trade value.
 */
export function cashOpportunity(context: VehicleContext): Opportunity | null {
  const { contract, service } = context.facts;
  const owned = contract.saleType === 'cash' || (contract.saleType === 'finance' && contract.paymentsLeft === 0);
  return owned && service.count > 0 ? baseOpportunity(context, 'cash') : null;
}
