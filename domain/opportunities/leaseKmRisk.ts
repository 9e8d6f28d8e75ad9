import type { CalendarDay } from '../time/calendarDay.ts';

export type LeaseKmRiskInput = {
  /** Kilometres on file, null when none. */
  mileage: number | null;
  /** The lease's allowance in kilometres a year. */
  kmAllowance: number;
  /** Months. */
  term: number;
  soldAt: CalendarDay | null;
  endsAt: CalendarDay | null;
  today: CalendarDay;
};

/**
 * Estimated km risk of a lease: the kilometres projected at the lease's end (the kilometres on file driven at the
 * same daily rate since the sale, over the whole lease) minus the allowance over the term (km a year × term ÷ 12),
 * rounded to whole kilometres; positive means over the allowance. Null with no mileage on file or no day elapsed.
 */
export function leaseKmRisk(input: LeaseKmRiskInput): number | null {
  const { soldAt, endsAt } = input;
  if (input.mileage === null || !soldAt || !endsAt) return null;
  const elapsed = input.today.dayNumber - soldAt.dayNumber;
  if (elapsed <= 0) return null;
  const projected = (input.mileage * (endsAt.dayNumber - soldAt.dayNumber)) / elapsed;
  return Math.round(projected - (input.kmAllowance * input.term) / 12);
}
