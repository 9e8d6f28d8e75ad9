import { apr } from '../deal/apr.ts';
import { calendarDay, type CalendarDay } from '../time/calendarDay.ts';
import type { Frequency } from '../deal/dealConstants.ts';
import { monthlyFromPayment } from '../deal/monthlyFromPayment.ts';
import { payout } from '../deal/payout.ts';
import type { ContractType } from '../dms/dmsFields.ts';
import type { Contract } from '../dms/ownedVehicle.ts';
import { addMonths } from '../time/months.ts';

/** Where a vehicle's contract stands today; a vehicle without a contract has no payments and no sale type. */
export type ContractStatus = {
  saleType: ContractType | null;
  frequency: Frequency | null;
  /** One payment at the contract's frequency (0 for cash and without a contract). */
  payment: number;
  /** The payment as a monthly amount while payments are left, otherwise 0. */
  monthly: number;
  term: number;
  paymentsLeft: number;
  paymentsTotal: number;
  payout: number;
  apr: number;
  soldAt: CalendarDay | null;
  /** The contract's end: the sale date plus the term in calendar months (finance and lease only). */
  endsAt: CalendarDay | null;
  /** Days from today to endsAt, never below 0. */
  daysOut: number | null;
};

const NO_CONTRACT: ContractStatus = {
  saleType: null,
  frequency: null,
  payment: 0,
  monthly: 0,
  term: 0,
  paymentsLeft: 0,
  paymentsTotal: 0,
  payout: 0,
  apr: 0,
  soldAt: null,
  endsAt: null,
  daysOut: null,
};

/**
 * Payout, payments left and term total come from the deal's payout rule (28-day periods). The APR is the
 * contract's rate; a finance contract on file at 0 % whose payments exceed its amount has its APR solved from
 * amount, payment and term. A lease's APR is its rate as filed. Cash has no payments, payout or APR.
 * A payout the desk typed on the deal edit form (deskPayout, not null) replaces the computed payout.
 */
export function contractStatus(contract: Contract | null, today: string, deskPayout: number | null = null): ContractStatus {
  if (!contract) return NO_CONTRACT;
  const soldAt = calendarDay(contract.sold_at);
  if (contract.type === 'cash') return { ...NO_CONTRACT, saleType: 'cash', soldAt };
  const owed = payout({
    payment: contract.payment,
    frequency: contract.frequency,
    term: contract.term,
    soldAt: contract.sold_at,
    today,
  });
  const endsAt = soldAt ? addMonths(soldAt, contract.term) : null;
  const day = calendarDay(today);
  const solved =
    contract.type === 'finance' && contract.rate === 0
      ? apr({ amount: contract.amount, payment: contract.payment, term: contract.term, frequency: contract.frequency })
      : contract.rate;
  return {
    saleType: contract.type,
    frequency: contract.frequency,
    payment: contract.payment,
    monthly: owed.paymentsLeft > 0 ? monthlyFromPayment(contract.payment, contract.frequency) : 0,
    term: contract.term,
    paymentsLeft: owed.paymentsLeft,
    paymentsTotal: owed.paymentsTotal,
    payout: deskPayout ?? owed.payout,
    apr: solved,
    soldAt,
    endsAt,
    daysOut: endsAt && day ? Math.max(0, endsAt.dayNumber - day.dayNumber) : null,
  };
}
