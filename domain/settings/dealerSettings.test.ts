import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEALER_SETTINGS, DealerSettingsSchema } from './dealerSettings.ts';

describe('dealer settings', () => {
  it('settings left out take the defaults of spec 002: expiry 7 days, trade value, increase, $, orphans on, every type on', () => {
    expect(DEFAULT_DEALER_SETTINGS).toEqual({
      config: {
        dealer_timezone: 'America/Toronto',
        service_declined: '',
        dealsheet_expiry: 7,
        dealsheet_negative_equity: 100,
        dealsheet_orphans: 1,
        dealsheet_trade: 'value',
        dealsheet_tradedirection: 'increase',
        dealsheet_tradevalue: 0,
        dealsheet_tradeoption: '$',
        desk_trade_equity_finance: 0,
        desk_finance_freight: 0,
      },
      opportunities: { equity: 1, appointment: 1, leasing: 1, warranty: 1, cash: 1, conquest: 1, nonprime: 1, service: 1 },
      rates: [],
      fees: [],
      taxes: [{ name: 'HST', type: 'variable', value: 13 }],
    });
  });
  it('a partial config keeps what it gives and defaults the rest', () => {
    const settings = v.parse(DealerSettingsSchema, { config: { dealsheet_trade: 'rough', dealsheet_tradeoption: '%' }, opportunities: { cash: 0 } });
    expect(settings.config).toEqual({ ...DEFAULT_DEALER_SETTINGS.config, dealsheet_trade: 'rough', dealsheet_tradeoption: '%' });
    expect(settings.opportunities).toEqual({ ...DEFAULT_DEALER_SETTINGS.opportunities, cash: 0 });
  });
  it('a tax is variable unless it says fixed; a fee adds before tax unless it says otherwise', () => {
    const settings = v.parse(DealerSettingsSchema, {
      fees: [{ name: 'Admin', type: 'fixed', value: 499 }],
      taxes: [{ name: 'HST', value: 13 }],
    });
    expect(settings.fees).toEqual([{ name: 'Admin', type: 'fixed', value: 499, rebate: 0, tax: 0 }]);
    expect(settings.taxes).toEqual([{ name: 'HST', type: 'variable', value: 13 }]);
  });
  it('opportunity type flags are 1 or 0, rates are finance or lease, the timezone is a real one', () => {
    expect(v.safeParse(DealerSettingsSchema, { opportunities: { equity: 2 } }).success).toBe(false);
    expect(v.safeParse(DealerSettingsSchema, { rates: [{ term: 60, type: 'cash', rate: 4 }] }).success).toBe(false);
    const zone = v.safeParse(DealerSettingsSchema, { config: { dealer_timezone: 'Mars/Olympus' } });
    expect(zone.issues?.[0]?.message).toBe('Invalid time zone: Expected an IANA name such as America/Toronto but received "Mars/Olympus"');
  });
  it('every parse gives its own lists', () => {
    const one = v.parse(DealerSettingsSchema, {});
    one.rates.push({ term: 60, type: 'finance', rate: 5 });
    expect(v.parse(DealerSettingsSchema, {}).rates).toEqual([]);
  });
});
