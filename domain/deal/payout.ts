import { calendarDay } from '../time/calendarDay.ts';
import { ELAPSED_PERIOD_DAYS, PERIOD_FACTORS, type Frequency } from './dealConstants.ts';
import { paymentCount } from './paymentCount.ts';
import { roundCents } from './roundCents.ts';

export type PayoutTerms = {
  /** The contract's payment at its frequency. */
  payment: number;
  frequency: Frequency;
  /** Months. */
  term: number;
  /** The sale date (ISO date or date-time); none means no payout is computed. */
  soldAt: string | null | undefined;
  /** Today's ISO date. */
  today: string;
};

export type Payout = {
  payout: number;
  /** Remaining payments, to the nearest whole payment (the opportunity row's payments_left). */
  paymentsLeft: number;
  /** The term in payments: term × payments a year / 12 (the opportunity row's payments_total). */
  paymentsTotal: number;
};

/**
 * The payout rule of spec 001 §2.4, shared by the deal edit form and the opportunity engine. When payment is not
 * zero and a sale date is set, payout = remaining payments × payment, rounded to cents. Elapsed months are whole
 * 28-day periods since the sale date (none while the sale date is in the future). For biweekly the term converts to
 * 26 a year and elapsed periods are multiplied by 2.16666; for weekly 52 a year and 4.33333. Payout is 0 when
 * elapsed periods reach the term. Without a sale date nothing has elapsed that can be counted: payout and payments
 * left are 0.
 */
export function payout(terms: PayoutTerms): Payout {
  const paymentsTotal = paymentCount(terms.term, terms.frequency);
  const sold = calendarDay(terms.soldAt);
  const today = calendarDay(terms.today);
  if (!sold || !today) return { payout: 0, paymentsLeft: 0, paymentsTotal };
  const periods = Math.max(0, Math.floor((today.dayNumber - sold.dayNumber) / ELAPSED_PERIOD_DAYS));
  const elapsed = periods * PERIOD_FACTORS[terms.frequency];
  if (elapsed >= paymentsTotal) return { payout: 0, paymentsLeft: 0, paymentsTotal };
  const remaining = paymentsTotal - elapsed;
  return {
    payout: terms.payment === 0 ? 0 : roundCents(remaining * terms.payment),
    paymentsLeft: Math.round(remaining),
    paymentsTotal,
  };
}
