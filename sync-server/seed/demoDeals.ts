import { TAX_FACTOR } from '../../domain/deal/dealConstants.ts';
import type { Contract } from '../../domain/dms/ownedVehicle.ts';
import type { SaleDeal } from '../../domain/dms/saleDeal.ts';
import type { OpportunityType } from '../../domain/opportunities/opportunityType.ts';
import { round2 } from './demoDays.ts';
import type { VehicleStory } from './demoOwnedVehicles.ts';
import { createRandom, seedFor, type Random } from './random.ts';

/** The opportunity types a sale with a trade-in closed, as often as the sales desk works them. */
const CLOSED_TYPES: readonly OpportunityType[] = ['equity', 'equity', 'equity', 'leasing', 'leasing', 'service', 'cash', 'conquest', 'nonprime', 'warranty', 'appt'];

/**
 * The price before tax the contract was written on (demoContract): a lease's amount is the price; a finance
 * contract's amount plus its downpayment, and a cash sale's amount, include the tax.
 */
function salePrice(contract: Contract): number {
  if (contract.type === 'lease') return contract.amount;
  return round2((contract.type === 'finance' ? contract.amount + contract.downpayment : contract.amount) / TAX_FACTOR);
}

/**
 * The deal's gross profit in whole dollars: 4 to 12 % of the price on a new vehicle, 8 to 18 % on a used one. It
 * draws from the deal's own stream, so adding it left every other draw of the demo (its people, its sales) as it was.
 */
function saleGross(dealId: string, price: number, isNew: boolean): number {
  const [low, high] = isNew ? [4, 12] : [8, 18];
  return Math.round((price * (low + createRandom(seedFor(0, dealId)).next() * (high - low))) / 100);
}

/**
 * The sale of a vehicle sold here: its contract's type and day, the salesperson (the customer's, else another
 * of the dealer's or nobody), the customer's earlier vehicle when it was traded in, and for most trades and
 * some other sales the opportunity the sale closed (the opportunity row's id is `type:vehicle`); its price and gross.
 */
export function demoDeal(random: Random, story: VehicleStory, customerSalesperson: number | null, salespeople: readonly number[]): SaleDeal | null {
  const { vehicle, trade } = story;
  if (vehicle.contract === null) return null;
  const salesperson = customerSalesperson ?? (salespeople.length > 0 && random.chance(0.6) ? random.pick(salespeople) : null);
  const closedType = trade !== null ? (random.chance(0.65) ? random.pick(CLOSED_TYPES) : null) : random.chance(0.1) ? 'service' : null;
  const id = `D${vehicle.id}`;
  const price = salePrice(vehicle.contract);
  return {
    id,
    customer_id: vehicle.customer_id,
    vehicle_id: vehicle.id,
    trade_vehicle_id: trade?.id ?? null,
    sale_type: vehicle.contract.type,
    sold_at: vehicle.contract.sold_at,
    salesperson,
    opportunity_id: closedType === null ? null : `${closedType}:${trade?.id ?? vehicle.id}`,
    opportunity_type: closedType,
    price,
    gross: saleGross(id, price, story.soldAt === story.inService),
  };
}
