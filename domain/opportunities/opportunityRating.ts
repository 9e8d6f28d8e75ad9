import { PERIODS_PER_YEAR, type Frequency } from '../deal/dealConstants.ts';
import { RATING_PAYMENTS_LEFT_MONTHS, RATING_SERVICE_MONTHS } from './opportunityRules.ts';

export type RatingInput = {
  equity: number;
  paymentsLeft: number;
  frequency: Frequency | null;
  /** Whole months since the last visit, null when never serviced. */
  serviceMonths: number | null;
  /** The customer can be reached on a channel they consented to. */
  reachable: boolean;
};

/**
 * The rating, 1 to 5 stars: 1, plus a point each for positive equity; RATING_PAYMENTS_LEFT_MONTHS or fewer months
 * of payments left (none left counts); a visit within RATING_SERVICE_MONTHS; consent to a channel the customer
 * can be reached on.
 */
export function opportunityRating(input: RatingInput): number {
  const monthsLeft = input.frequency ? (input.paymentsLeft * 12) / PERIODS_PER_YEAR[input.frequency] : 0;
  const points = [
    input.equity > 0,
    monthsLeft <= RATING_PAYMENTS_LEFT_MONTHS,
    input.serviceMonths !== null && input.serviceMonths < RATING_SERVICE_MONTHS,
    input.reachable,
  ];
  return 1 + points.filter(Boolean).length;
}
