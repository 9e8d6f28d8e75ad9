import { baseOpportunity } from './baseOpportunity.ts';
import type { Opportunity } from './opportunity.ts';
import { NONPRIME_MIN_APR } from './opportunityRules.ts';
import type { VehicleContext } from './vehicleContext.ts';

/** nonprime: a finance contract with payments left at an APR of NONPRIME_MIN_APR or more. */
export function nonprimeOpportunity(context: VehicleContext): Opportunity | null {
  const { contract } = context.facts;
  if (contract.saleType !== 'finance' || contract.paymentsLeft === 0 || contract.apr < NONPRIME_MIN_APR) return null;
  return baseOpportunity(context, 'nonprime');
}
