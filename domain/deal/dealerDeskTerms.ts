import type { DealerSettings } from '../settings/dealerSettings.ts';
import type { DealerFee } from './applyFees.ts';
import { dealerTax, type DealTax } from './dealerTax.ts';

/** What the deal calculator takes from a dealer's settings, whoever prices a deal (desk, picker, engine). */
export type DeskTerms = { fees: readonly DealerFee[]; tax: DealTax; tradeEquityFinance: boolean };

/**
 * A dealer's fees, its tax (dealerTax of its taxes) and its desk option desk_trade_equity_finance, as the deal
 * calculator's input names them. Build vehicles' freight (desk_finance_freight) enters their price instead
 * (buildReplacement).
 */
export function dealerDeskTerms(settings: Pick<DealerSettings, 'fees' | 'taxes' | 'config'>): DeskTerms {
  return {
    fees: settings.fees,
    tax: dealerTax(settings.taxes),
    tradeEquityFinance: settings.config.desk_trade_equity_finance === 1,
  };
}
