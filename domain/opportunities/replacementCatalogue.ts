import { dealCalculator } from '../deal/dealCalculator.ts';
import { dealerDeskTerms } from '../deal/dealerDeskTerms.ts';
import type { DealIncentive } from '../deal/dealIncentive.ts';
import { buildPrice } from '../deal/replacementVehicle.ts';
import { stockIncentives } from '../deal/stockIncentives.ts';
import type { BuildVehicle } from '../dms/buildVehicle.ts';
import type { InventoryVehicle } from '../dms/inventoryVehicle.ts';
import type { DealerSettings } from '../settings/dealerSettings.ts';

/** A replacement a customer could move into, priced as far as its price does not depend on the customer. */
export type ReplacementCandidate = {
  id: string;
  /** Make in lower case. */
  make: string;
  year: number;
  inStock: boolean;
  /** Its desked price: build vehicles at buildPrice (freight in with the desk option desk_finance_freight). */
  price: number;
  /**
   * The lowest monthly of its finance options with no trade or payout (the spec's finance has no such term), null
   * without any. With the desk option desk_trade_equity_finance the customer's equity moves it: see financeIncentives.
   */
  financeMonthly: number | null;
  /** Its finance options and programs, for a dealer whose finance options take the trade equity. */
  financeIncentives: DealIncentive[];
  /** Its lease options and lease programs: their payments move with the customer's trade and payout. */
  leaseIncentives: DealIncentive[];
};

export type ReplacementSources = {
  settings: DealerSettings;
  inventory: readonly InventoryVehicle[];
  build: readonly BuildVehicle[];
};

/**
 * The dealer's replacements: in-stock vehicles (not sold), priced at the dealer's finance rates, and the build
 * catalogue with its incentives. Depends only on dealer data, so a run over many customers prepares it once.
 */
export function replacementCatalogue(sources: ReplacementSources): ReplacementCandidate[] {
  const terms = dealerDeskTerms(sources.settings);
  const financeMonthly = (price: number, finance: readonly DealIncentive[]): number | null => {
    const deal = dealCalculator({
      ...terms,
      tradeEquityFinance: false,
      price,
      incentives: finance,
      current: { payment: 0, frequency: 'm' },
      chosen: {},
      additional: [],
    });
    const monthlies = deal.finance.options.map((option) => option.monthly);
    return monthlies.length > 0 ? Math.min(...monthlies) : null;
  };
  const financeRates = stockIncentives(sources.settings);
  const candidates: ReplacementCandidate[] = [];
  for (const vehicle of sources.inventory) {
    if (vehicle.deleted_at !== null) continue;
    candidates.push({
      id: vehicle.id,
      make: vehicle.make.trim().toLowerCase(),
      year: vehicle.year,
      inStock: true,
      price: vehicle.price,
      financeMonthly: financeMonthly(vehicle.price, financeRates),
      financeIncentives: financeRates,
      leaseIncentives: [],
    });
  }
  for (const vehicle of sources.build) {
    const price = buildPrice(vehicle, sources.settings);
    const finance = vehicle.incentives.filter((incentive) => incentive.type === 'finance');
    candidates.push({
      id: vehicle.id,
      make: vehicle.make.trim().toLowerCase(),
      year: vehicle.year,
      inStock: false,
      price,
      financeMonthly: financeMonthly(price, finance),
      financeIncentives: finance,
      leaseIncentives: vehicle.incentives.filter((incentive) => incentive.type === 'lease'),
    });
  }
  return candidates;
}
