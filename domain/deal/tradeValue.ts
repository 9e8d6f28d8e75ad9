import { calendarDay } from '../time/calendarDay.ts';
import { monthsBetween } from '../time/months.ts';

export type TradeCondition = 'value' | 'great' | 'good' | 'average' | 'rough';

export type TradeVehicle = {
  /** Model year; the age counts from January 1 of it when there is no in-service date. */
  year: number;
  /** Kilometres on file; none means an average mileage for the age. */
  mileage?: number | null;
  inServiceAt?: string | null;
  /** The price when new. */
  originalPrice: number;
  /** Today's ISO date. */
  today: string;
};

/** The dealer config's trade settings of spec 002 §3, named as the config names them. */
export type TradeSettings = {
  dealsheet_trade: TradeCondition;
  dealsheet_tradedirection: 'increase' | 'decrease';
  dealsheet_tradevalue: number;
  dealsheet_tradeoption: '$' | '%';
};

/** Condition grades as multipliers of the model's base value ("value" is the base). */
const conditionFactors: Readonly<Record<TradeCondition, number>> = {
  value: 1,
  great: 1.1,
  good: 1.05,
  average: 0.95,
  rough: 0.85,
};

const FIRST_YEAR_DROP = 0.2;
const YEARLY_KEEP = 0.85;
const AVERAGE_KM_A_YEAR = 20_000;
const MILEAGE_STEP_KM = 1_000;
const VALUE_PER_MILEAGE_STEP = 0.005;
const MILEAGE_FACTOR_MIN = 0.75;
const MILEAGE_FACTOR_MAX = 1.1;
const FLOOR_SHARE = 0.1;

function ageInYears(vehicle: TradeVehicle): number {
  const today = calendarDay(vehicle.today);
  const start = calendarDay(vehicle.inServiceAt) ?? { year: vehicle.year, month: 1, day: 1 };
  if (!today) return 0;
  return Math.max(monthsBetween(start, today), 0) / 12;
}

/**
 * The trade value in whole dollars (docs/deal-math.md): the price when new depreciated by age in whole calendar
 * months (20 % straight over the first year, then 15 % a year declining balance), adjusted by 0.5 % per 1,000 km
 * below or above 20,000 km a year (the adjustment kept between −25 % and +10 %), floored at 10 % of the price;
 * that base times the dealer's condition grade, then the dealer's direction (increase or decrease) by
 * dealsheet_tradevalue dollars or percent. Never below 0.
 */
export function tradeValue(vehicle: TradeVehicle, settings: TradeSettings): number {
  const age = ageInYears(vehicle);
  const ageFactor = age <= 1 ? 1 - FIRST_YEAR_DROP * age : (1 - FIRST_YEAR_DROP) * YEARLY_KEEP ** (age - 1);
  const mileage = vehicle.mileage;
  const kmOverAverage =
    mileage === null || mileage === undefined || Number.isNaN(mileage) ? 0 : mileage - AVERAGE_KM_A_YEAR * age;
  const mileageFactor = Math.min(
    MILEAGE_FACTOR_MAX,
    Math.max(MILEAGE_FACTOR_MIN, 1 - (VALUE_PER_MILEAGE_STEP * kmOverAverage) / MILEAGE_STEP_KM),
  );
  const price = vehicle.originalPrice;
  const base = Math.max(price * ageFactor * mileageFactor, price * FLOOR_SHARE);
  const graded = base * conditionFactors[settings.dealsheet_trade];
  const sign = settings.dealsheet_tradedirection === 'decrease' ? -1 : 1;
  const adjustment =
    settings.dealsheet_tradeoption === '%'
      ? (graded * settings.dealsheet_tradevalue) / 100
      : settings.dealsheet_tradevalue;
  return Math.max(0, Math.round(graded + sign * adjustment));
}
