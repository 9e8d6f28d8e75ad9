import type { SaleDeal } from '../../domain/dms/saleDeal.ts';
import type { OpportunityType } from '../../domain/opportunities/opportunityType.ts';
import type { VehicleStory } from './demoOwnedVehicles.ts';
import type { Random } from './random.ts';

/** The opportunity types a sale with a trade-in closed, as often as the sales desk works them. */
const CLOSED_TYPES: readonly OpportunityType[] = ['equity', 'equity', 'equity', 'leasing', 'leasing', 'service', 'cash', 'conquest', 'nonprime', 'warranty', 'appt'];

/**
 * The sale of a vehicle sold here: its contract's type and day, the salesperson (the customer's, else another
 * of the dealer's or nobody), the customer's earlier vehicle when it was traded in, and for most trades and
 * some other sales the opportunity the sale closed (the opportunity row's id is `type:vehicle`).
 */
export function demoDeal(random: Random, story: VehicleStory, customerSalesperson: number | null, salespeople: readonly number[]): SaleDeal | null {
  const { vehicle, trade } = story;
  if (vehicle.contract === null) return null;
  const salesperson = customerSalesperson ?? (salespeople.length > 0 && random.chance(0.6) ? random.pick(salespeople) : null);
  const closedType = trade !== null ? (random.chance(0.65) ? random.pick(CLOSED_TYPES) : null) : random.chance(0.1) ? 'service' : null;
  return {
    id: `D${vehicle.id}`,
    customer_id: vehicle.customer_id,
    vehicle_id: vehicle.id,
    trade_vehicle_id: trade?.id ?? null,
    sale_type: vehicle.contract.type,
    sold_at: vehicle.contract.sold_at,
    salesperson,
    opportunity_id: closedType === null ? null : `${closedType}:${trade?.id ?? vehicle.id}`,
    opportunity_type: closedType,
  };
}
