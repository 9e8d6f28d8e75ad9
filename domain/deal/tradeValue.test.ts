import { describe, expect, it } from 'vitest';
import { tradeValue, type TradeSettings } from './tradeValue.ts';

const asIs: TradeSettings = {
  dealsheet_trade: 'value',
  dealsheet_tradedirection: 'increase',
  dealsheet_tradevalue: 0,
  dealsheet_tradeoption: '$',
};
// three years in service at the average 20,000 km a year
const vehicle = { year: 2021, mileage: 60_000, inServiceAt: '2021-06-15', originalPrice: 40_000, today: '2024-06-15' };

describe('tradeValue', () => {
  it('drops 20 % over the first year, then 15 % a year on the declining balance', () => {
    // 40,000 × 0.80 × 0.85² = 23,120
    expect(tradeValue(vehicle, asIs)).toBe(23_120);
  });
  it('counts the age in whole months within the first year', () => {
    // 6 months: 40,000 × (1 − 0.20 × 0.5) = 36,000 at the average 10,000 km
    expect(tradeValue({ ...vehicle, mileage: 10_000, today: '2021-12-15' }, asIs)).toBe(36_000);
    // one day short of 6 months is 5 months: 40,000 × (1 − 0.20 × 5/12) = 36,666.67; 8,333 km is average
    expect(tradeValue({ ...vehicle, mileage: 8_333, today: '2021-12-14' }, asIs)).toBe(36_667);
  });
  it('takes 0.5 % off per 1,000 km above 20,000 km a year', () => {
    // 20,000 km over: × 0.90 = 20,808
    expect(tradeValue({ ...vehicle, mileage: 80_000 }, asIs)).toBe(20_808);
  });
  it('adds 0.5 % per 1,000 km below the average, at most 10 %', () => {
    // 60,000 km under would be +30 %, kept at +10 %: 23,120 × 1.10 = 25,432
    expect(tradeValue({ ...vehicle, mileage: 0 }, asIs)).toBe(25_432);
  });
  it('no mileage on file counts as the average mileage', () => {
    expect(tradeValue({ ...vehicle, mileage: null }, asIs)).toBe(23_120);
    expect(tradeValue({ ...vehicle, mileage: undefined }, asIs)).toBe(23_120);
  });
  it('without an in-service date the age counts from January 1 of the model year, floored at 10 % of the price', () => {
    // 2010-01-01 to 2024-06-15 is 173 months: 0.80 × 0.85^(173/12 − 1) = 0.0904 < 0.10, so 10 % of 30,000
    const old = { year: 2010, mileage: null, inServiceAt: null, originalPrice: 30_000, today: '2024-06-15' };
    expect(tradeValue(old, asIs)).toBe(3_000);
  });
  it('condition grades value, great, good, average, rough multiply the base (value is the base)', () => {
    const graded = (dealsheet_trade: TradeSettings['dealsheet_trade']): number =>
      tradeValue(vehicle, { ...asIs, dealsheet_trade });
    expect(graded('value')).toBe(23_120);
    expect(graded('great')).toBe(25_432);
    expect(graded('good')).toBe(24_276);
    expect(graded('average')).toBe(21_964);
    expect(graded('rough')).toBe(19_652);
  });
  it('tradedirection increase by a tradevalue amount in $', () => {
    expect(tradeValue(vehicle, { ...asIs, dealsheet_tradevalue: 500 })).toBe(23_620);
  });
  it('tradedirection decrease by a tradevalue in %, answered in whole dollars', () => {
    // 80,000 km, rough: 20,808 × 0.85 = 17,686.80; less 10 % = 15,918.12
    const settings: TradeSettings = {
      dealsheet_trade: 'rough',
      dealsheet_tradedirection: 'decrease',
      dealsheet_tradevalue: 10,
      dealsheet_tradeoption: '%',
    };
    expect(tradeValue({ ...vehicle, mileage: 80_000 }, settings)).toBe(15_918);
  });
  it('a decrease never takes the trade below 0', () => {
    expect(tradeValue(vehicle, { ...asIs, dealsheet_tradedirection: 'decrease', dealsheet_tradevalue: 30_000 })).toBe(0);
  });
  it('an in-service date after today is a new vehicle', () => {
    expect(tradeValue({ ...vehicle, mileage: 0, inServiceAt: '2024-07-01' }, asIs)).toBe(40_000);
  });
});
