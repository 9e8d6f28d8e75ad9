import { TAX_FACTOR } from '../deal/dealConstants.ts';
import { roundCents } from '../deal/roundCents.ts';
import { tradeValue, type TradeSettings } from '../deal/tradeValue.ts';
import type { BuildVehicle } from '../dms/buildVehicle.ts';
import type { OwnedVehicle } from '../dms/ownedVehicle.ts';
import { AVERAGE_NEW_VEHICLE_PRICE } from './opportunityRules.ts';
import { sameName } from './sameName.ts';

const NEUTRAL_TRADE: TradeSettings = {
  dealsheet_trade: 'value',
  dealsheet_tradedirection: 'increase',
  dealsheet_tradevalue: 0,
  dealsheet_tradeoption: '$',
};
/** A large price so the trade model's whole-dollar rounding does not blur the depreciation share it answers. */
const REFERENCE_PRICE = 1_000_000;

/**
 * The price when new that the trade value depreciates from. With a contract amount on file: the price before tax,
 * (amount + downpayment) ÷ 1.13; for a vehicle bought used, that price divided by the share of its value the
 * trade model left at the sale date (average mileage, the dealer's trade settings left out). Without a contract:
 * the newest build catalogue entry of the same make and model (its lowest price), else AVERAGE_NEW_VEHICLE_PRICE.
 * The 1.13 here is the spec's, not the dealer's tax of today: a past contract was taxed at the tax of its sale date,
 * which nothing on file records, and a dealer editing its taxes must not revalue every vehicle it has sold
 * (docs/deal-math.md, Readings).
 */
export function priceWhenNew(
  vehicle: OwnedVehicle,
  stockType: 'new' | 'used' | null,
  build: readonly BuildVehicle[],
): number {
  const contract = vehicle.contract;
  if (contract && contract.amount > 0) {
    const paid = (contract.amount + contract.downpayment) / TAX_FACTOR;
    if (stockType !== 'used') return roundCents(paid);
    const share =
      tradeValue(
        { year: vehicle.year, mileage: null, inServiceAt: vehicle.inservice_at, originalPrice: REFERENCE_PRICE, today: contract.sold_at },
        NEUTRAL_TRADE,
      ) / REFERENCE_PRICE;
    return roundCents(paid / share);
  }
  let best: BuildVehicle | null = null;
  for (const candidate of build) {
    if (!sameName(candidate.make, vehicle.make) || !sameName(candidate.model, vehicle.model)) continue;
    if (!best || candidate.year > best.year || (candidate.year === best.year && candidate.price < best.price)) {
      best = candidate;
    }
  }
  return best ? best.price : AVERAGE_NEW_VEHICLE_PRICE;
}
