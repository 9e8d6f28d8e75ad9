import { OPPORTUNITY_TYPES, type OpportunityType } from '../opportunities/opportunityType.ts';
import type { DealerSettings } from './dealerSettings.ts';
import { OPPORTUNITY_TYPE_FLAG } from './opportunityTypeFlags.ts';

/**
 * What a change of a dealer's settings asks of its opportunities (docs/settings.md, "Mining after a save"):
 * - none: nothing the engine reads changed (the deal sheet expiry is read by the deal page only);
 * - remove: only types were turned off: their rows go, no one is mined;
 * - reprice: only how replacements are priced changed (rates, fees, taxes, desk options): the stored rows' matches are
 *   priced again from the rows themselves (repricedRow), no one is mined;
 * - mine: anything else the engine reads changed (types turned on, the time zone, the config's limits and trade
 *   settings, rates, fees, taxes, desk options): every customer is mined again. `types` names the types turned on
 *   when they are the only change (a run may then mine those alone), null when the whole engine must run.
 */
export type MiningImpact =
  | { kind: 'none' }
  | { kind: 'remove'; types: OpportunityType[] }
  | { kind: 'reprice' }
  | { kind: 'mine'; types: OpportunityType[] | null; removed: OpportunityType[] };

/** The settings the rows read beyond the replacements' prices: the config but its expiry and desk options. */
function rowReads(settings: DealerSettings): string {
  const { dealsheet_expiry: _expiry, desk_trade_equity_finance: _equity, desk_finance_freight: _freight, ...config } = settings.config;
  return JSON.stringify(config);
}

/** What prices the replacements a row's matches are counted against (replacementCatalogue, dealerDeskTerms). */
function pricingReads(settings: DealerSettings): string {
  const { desk_trade_equity_finance, desk_finance_freight } = settings.config;
  return JSON.stringify({ desk_trade_equity_finance, desk_finance_freight, rates: settings.rates, fees: settings.fees, taxes: settings.taxes });
}

/** The impact of going from the settings the dealer was last mined with (null: unknown) to the current ones. */
export function miningImpact(mined: DealerSettings | null, current: DealerSettings): MiningImpact {
  if (mined === null) return { kind: 'mine', types: null, removed: [] };
  const flag = (settings: DealerSettings, type: OpportunityType) => settings.opportunities[OPPORTUNITY_TYPE_FLAG[type]];
  const turnedOn = OPPORTUNITY_TYPES.filter((type) => flag(mined, type) === 0 && flag(current, type) === 1);
  const turnedOff = OPPORTUNITY_TYPES.filter((type) => flag(mined, type) === 1 && flag(current, type) === 0);
  const repriced = pricingReads(mined) !== pricingReads(current);
  if (rowReads(mined) !== rowReads(current) || (repriced && turnedOn.length + turnedOff.length > 0)) return { kind: 'mine', types: null, removed: turnedOff };
  if (repriced) return { kind: 'reprice' };
  if (turnedOn.length > 0) return { kind: 'mine', types: turnedOn, removed: turnedOff };
  if (turnedOff.length > 0) return { kind: 'remove', types: turnedOff };
  return { kind: 'none' };
}
