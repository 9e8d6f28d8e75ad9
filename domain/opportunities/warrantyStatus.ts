import { calendarDay, type CalendarDay } from '../time/calendarDay.ts';
import { addMonths } from '../time/months.ts';
import { isoDay } from '../time/calendarDay.ts';
import { monthsBetween } from '../time/months.ts';
import { WARRANTY_KM, WARRANTY_MONTHS, WARRANTY_WINDOW_KM, WARRANTY_WINDOW_MONTHS } from './opportunityRules.ts';

export type WarrantyStatus = {
  /** The day the basic warranty ends by time. */
  endsAt: string;
  /** Whole months left (0 once ended). */
  months: number;
  /** Kilometres left (0 once ended), null with no mileage on file. */
  mileage: number | null;
  /** Neither the time nor the kilometres have run out. */
  active: boolean;
  /** Active and ending within WARRANTY_WINDOW_MONTHS or WARRANTY_WINDOW_KM. */
  ending: boolean;
};

export type WarrantyInput = {
  inserviceAt: string | null;
  /** The sale date of a vehicle bought new, the warranty's start when no in-service date is on file. */
  soldNewAt: CalendarDay | null;
  mileage: number | null;
  today: CalendarDay;
};

/**
 * The manufacturer's basic warranty (WARRANTY_MONTHS / WARRANTY_KM) from the in-service date, or from the sale date
 * of a vehicle bought new; null when neither is known.
 */
export function warrantyStatus(input: WarrantyInput): WarrantyStatus | null {
  const start = calendarDay(input.inserviceAt) ?? input.soldNewAt;
  if (!start) return null;
  const { today } = input;
  const end = addMonths(start, WARRANTY_MONTHS);
  const kmLeft = input.mileage === null ? null : WARRANTY_KM - input.mileage;
  const active = end.dayNumber > today.dayNumber && (kmLeft === null || kmLeft > 0);
  const ending =
    active &&
    (end.dayNumber <= addMonths(today, WARRANTY_WINDOW_MONTHS).dayNumber ||
      (kmLeft !== null && kmLeft <= WARRANTY_WINDOW_KM));
  return {
    endsAt: isoDay(end),
    months: active ? monthsBetween(today, end) : 0,
    mileage: kmLeft === null ? null : Math.max(0, kmLeft),
    active,
    ending,
  };
}
