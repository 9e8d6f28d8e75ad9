import { dayInTimeZone } from '../time/zonedClock.ts';
import type { BillingTransaction } from './billingTransaction.ts';

/** Spec 002 §3 "Billing balance": what the Billing tab's header shows and GET /billing/balance answers. */
export type BillingBalance = { balance: number; added_this_month: number };

const monthIn = (timeZone: string, instant: Date) => dayInTimeZone(timeZone, instant).slice(0, 7);

/**
 * The balance (active credits less active debits) and the credits added this calendar month at the dealer (its time
 * zone), summed in cents so that no float error shows.
 */
export function billingBalance(transactions: readonly BillingTransaction[], timeZone: string, now: Date = new Date()): BillingBalance {
  const month = monthIn(timeZone, now);
  let balance = 0;
  let added = 0;
  for (const transaction of transactions) {
    if (transaction.status !== 'active') continue;
    const cents = Math.round(transaction.amount * 100);
    if (transaction.transaction_type === 'debit') {
      balance -= cents;
      continue;
    }
    balance += cents;
    if (monthIn(timeZone, new Date(transaction.created_at)) === month) added += cents;
  }
  return { balance: balance / 100, added_this_month: added / 100 };
}
