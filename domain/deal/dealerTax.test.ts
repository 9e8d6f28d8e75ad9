import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEALER_SETTINGS, DealerSettingsSchema } from '../settings/dealerSettings.ts';
import { dealerDeskTerms } from './dealerDeskTerms.ts';
import { dealerTax } from './dealerTax.ts';

describe('dealerTax', () => {
  it("a dealer who saved no taxes has the spec's one: HST 13 %, factor exactly 1.13, nothing fixed", () => {
    expect(DEFAULT_DEALER_SETTINGS.taxes).toEqual([{ name: 'HST', type: 'variable', value: 13 }]);
    // (100 + 13) ÷ 100 is the same double as the literal 1.13, so every figure of the spec stays to the cent
    expect(dealerTax(DEFAULT_DEALER_SETTINGS.taxes)).toEqual({ factor: 1.13, fixed: 0 });
  });

  it('variable taxes add their percents into one factor; fixed taxes add their dollars', () => {
    // GST 5 % + PST 7 % = 12 %: (100 + 12) ÷ 100 = 1.12; a fixed 100 levy and a fixed 25.50 fee: 125.50
    const taxes = [
      { type: 'variable' as const, value: 5 },
      { type: 'variable' as const, value: 7 },
      { type: 'fixed' as const, value: 100 },
      { type: 'fixed' as const, value: 25.5 },
    ];
    expect(dealerTax(taxes)).toEqual({ factor: 1.12, fixed: 125.5 });
  });

  it('a dealer who saves an empty list of taxes taxes nothing: factor 1', () => {
    const settings = v.parse(DealerSettingsSchema, { taxes: [] });
    expect(dealerTax(settings.taxes)).toEqual({ factor: 1, fixed: 0 });
  });

  it('a tax saved without a type is variable (spec 002 §3)', () => {
    const settings = v.parse(DealerSettingsSchema, { taxes: [{ name: 'GST', value: 5 }] });
    expect(dealerTax(settings.taxes)).toEqual({ factor: 1.05, fixed: 0 });
  });
});

describe('dealerDeskTerms', () => {
  it("gives the calculator the dealer's fees, tax and desk option, the option off by default", () => {
    const fees = [{ name: 'Admin', type: 'fixed' as const, value: 500, rebate: 0 as const, tax: 0 as const }];
    expect(dealerDeskTerms({ ...DEFAULT_DEALER_SETTINGS, fees })).toEqual({ fees, tax: { factor: 1.13, fixed: 0 }, tradeEquityFinance: false });
    const on = { ...DEFAULT_DEALER_SETTINGS, config: { ...DEFAULT_DEALER_SETTINGS.config, desk_trade_equity_finance: 1 as const } };
    expect(dealerDeskTerms(on).tradeEquityFinance).toBe(true);
  });
});
