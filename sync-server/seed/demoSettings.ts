import type { DealerSettings } from '../../domain/settings/dealerSettings.ts';
import type { DemoDealer } from './demoDealers.ts';
import type { Random } from './random.ts';
import { round2 } from './demoDays.ts';

/** Each demo province's or state's sales tax, the dealer fees of its market and the dealer's time zone. */
const MARKETS: Readonly<Record<string, Pick<DealerSettings, 'fees' | 'taxes'> & { timezone: string }>> = {
  ON: {
    timezone: 'America/Toronto',
    taxes: [{ name: 'HST', type: 'variable', value: 13 }],
    fees: [
      { name: 'Administration fee', type: 'fixed', value: 699, rebate: 0, tax: 0 },
      { name: 'OMVIC fee', type: 'fixed', value: 12.5, rebate: 0, tax: 1 },
      { name: 'Tire stewardship', type: 'fixed', value: 24, rebate: 0, tax: 0 },
    ],
  },
  AB: {
    timezone: 'America/Edmonton',
    taxes: [{ name: 'GST', type: 'variable', value: 5 }],
    fees: [
      { name: 'Documentation fee', type: 'fixed', value: 499, rebate: 0, tax: 0 },
      { name: 'AMVIC levy', type: 'fixed', value: 6.25, rebate: 0, tax: 1 },
    ],
  },
  OH: {
    timezone: 'America/New_York',
    taxes: [{ name: 'Sales tax (Franklin County)', type: 'variable', value: 7.5 }],
    fees: [
      { name: 'Documentary fee', type: 'fixed', value: 387, rebate: 0, tax: 0 },
      { name: 'Title fee', type: 'fixed', value: 15, rebate: 0, tax: 1 },
    ],
  },
};

/** The op code the demo dealers' service departments file a declined recommendation under. */
export const DECLINED_OP_CODE = 'DECL';

/**
 * A demo dealer's opportunity settings: its market's tax and fees, finance rates for 36 to 84 months and lease
 * rates for 24 to 48 months (a little above the manufacturer's subvented rates), every opportunity type on, and
 * the trade and negative equity limits a cautious used-car manager sets.
 */
export function demoSettings(random: Random, dealer: DemoDealer): DealerSettings {
  const market = MARKETS[dealer.province] ?? MARKETS.ON;
  if (!market) throw new Error(`No demo market for ${dealer.province}.`);
  const base = 4.99 + random.int(0, 6) * 0.25;
  const rates = [
    ...[36, 48, 60, 72, 84].map((term, index) => ({ term, type: 'finance' as const, rate: round2(base + index * 0.5) })),
    ...[24, 36, 48].map((term, index) => ({ term, type: 'lease' as const, rate: round2(base - 0.5 + index * 0.4) })),
  ];
  return {
    config: {
      dealer_timezone: market.timezone,
      service_declined: DECLINED_OP_CODE,
      dealsheet_expiry: 7,
      dealsheet_negative_equity: random.pick([25, 30, 40]),
      dealsheet_orphans: 1,
      dealsheet_trade: 'value',
      dealsheet_tradedirection: 'decrease',
      dealsheet_tradevalue: random.pick([3, 5]),
      dealsheet_tradeoption: '%',
      desk_trade_equity_finance: 0,
      desk_finance_freight: 0,
    },
    opportunities: { equity: 1, appointment: 1, leasing: 1, warranty: 1, cash: 1, conquest: 1, nonprime: 1, service: 1 },
    rates,
    fees: market.fees,
    taxes: market.taxes,
  };
}
