import { describe, expect, it } from 'vitest';
import { dealerDeskTerms } from '../deal/dealerDeskTerms.ts';
import { buildVehicle, settingsWith } from './miningFixtures.ts';
import { replacementCatalogue } from './replacementCatalogue.ts';
import { replacementMatches } from './replacementMatches.ts';

// A 2020 Honda paying 450 a month: a replacement fits at up to 450 × 1.1 = 495.00 a month.
const customer = { year: 2020, make: 'Honda', trade: 5_000, payout: 0, monthly: 450 };

describe('replacementMatches with the desk options', () => {
  it("the spec's finance has no trade: the 2026 build at 29,000 is 546.17 a month, no match", () => {
    // 29,000 × 1.13 ÷ 60 at 0 % = 546.17 > 495
    const settings = settingsWith({});
    const candidates = replacementCatalogue({ settings, inventory: [], build: [buildVehicle()] });
    expect(replacementMatches({ ...customer, terms: dealerDeskTerms(settings), candidates })).toEqual({ matches: 0, inStock: 0 });
  });

  it('desk_trade_equity_finance: the customer’s equity comes off the finance amount, and it matches', () => {
    // (32,770 − (5,000 − 0)) ÷ 60 = 27,770 ÷ 60 = 462.83 ≤ 495
    const settings = settingsWith({ desk_trade_equity_finance: 1 });
    const candidates = replacementCatalogue({ settings, inventory: [], build: [buildVehicle()] });
    expect(replacementMatches({ ...customer, terms: dealerDeskTerms(settings), candidates })).toEqual({ matches: 1, inStock: 0 });
  });

  it("the dealer's tax prices the matches: at GST 5 % the build is 507.50, over 495; at no tax 483.33, a match", () => {
    // 29,000 × 1.05 ÷ 60 = 507.50; 29,000 × 1 ÷ 60 = 483.33
    const gst = { ...settingsWith({}), taxes: [{ name: 'GST', type: 'variable' as const, value: 5 }] };
    const none = { ...settingsWith({}), taxes: [] };
    const match = (settings: typeof gst) =>
      replacementMatches({ ...customer, terms: dealerDeskTerms(settings), candidates: replacementCatalogue({ settings, inventory: [], build: [buildVehicle()] }) });
    expect(match(gst).matches).toBe(0);
    expect(match(none).matches).toBe(1);
  });

  it('desk_finance_freight: the catalogue prices a build vehicle all-in', () => {
    // (29,000 + 1,900) × 1.13 ÷ 60 = 34,917 ÷ 60 = 581.95
    const [candidate] = replacementCatalogue({ settings: settingsWith({ desk_finance_freight: 1 }), inventory: [], build: [buildVehicle()] });
    expect(candidate).toMatchObject({ price: 30_900, financeMonthly: 581.95 });
  });
});
