import { dateTimeText } from '../time/dateTimeText.ts';
import { formatMoney } from '../format/numbers.ts';
import {
  BILLING_STATUSES,
  BILLING_TRANSACTION_TYPES,
  BILLING_TYPE_LABELS,
  type BillingStatus,
  type BillingTransaction,
  type BillingTransactionType,
} from './billingTransaction.ts';

/** The Billing list's filter (spec 002 "Billing screen": search, status all/active/inactive, type). */
export type BillingFilter = { search: string; status: 'all' | BillingStatus; type: 'all' | BillingTransactionType };

/** The filter's choices (status: all, active, inactive; type: all and each transaction type). */
export const BILLING_FILTER_OPTIONS = {
  statuses: [
    { value: 'all', label: 'All' },
    ...BILLING_STATUSES.map((status) => ({ value: status, label: status === 'active' ? 'Active' : 'Inactive' })),
  ],
  types: [{ value: 'all', label: 'All' }, ...BILLING_TRANSACTION_TYPES.map((type) => ({ value: type, label: BILLING_TYPE_LABELS[type] }))],
};

export function billingStatusOf(text: string): BillingStatus | null {
  return BILLING_STATUSES.find((status) => status === text.trim().toLowerCase()) ?? null;
}

export function billingTypeOf(text: string): BillingTransactionType | null {
  return BILLING_TRANSACTION_TYPES.find((type) => type === text.trim().toLowerCase()) ?? null;
}

/** The applied filters' counter: one per filter that is not its default. */
export function billingFilterCount(filter: BillingFilter): number {
  return Number(filter.search.trim() !== '') + Number(filter.status !== 'all') + Number(filter.type !== 'all');
}

/** A transaction's amount with its currency: "$1,250.00 CAD"; a debit reads negative. */
export function billingAmountText(transaction: Pick<BillingTransaction, 'amount' | 'currency' | 'transaction_type'>): string {
  const signed = transaction.transaction_type === 'debit' ? -transaction.amount : transaction.amount;
  return `${formatMoney(signed)} ${transaction.currency}`;
}

export type BillingColumn = {
  key: 'date' | 'platform' | 'type' | 'description' | 'amount';
  header: string;
  /** The cell's text; times in the dealer's time zone. */
  text: (transaction: BillingTransaction, timeZone: string) => string;
};

/** The Billing list's columns (spec 002: DATE, PLATFORM, TYPE, DESCRIPTION, AMOUNT with currency), for the screen and the CSV. */
export const BILLING_COLUMNS: readonly BillingColumn[] = [
  { key: 'date', header: 'DATE', text: (transaction, timeZone) => dateTimeText(transaction.created_at, timeZone) },
  { key: 'platform', header: 'PLATFORM', text: (transaction) => transaction.platform },
  { key: 'type', header: 'TYPE', text: (transaction) => BILLING_TYPE_LABELS[transaction.transaction_type] },
  { key: 'description', header: 'DESCRIPTION', text: (transaction) => transaction.description },
  { key: 'amount', header: 'AMOUNT', text: (transaction) => billingAmountText(transaction) },
];

/** Whether a transaction is in the filter's view: the search looks in the platform, the type and the description. */
export function billingPredicate(filter: BillingFilter): (transaction: BillingTransaction) => boolean {
  const words = filter.search.trim().toLowerCase();
  return (transaction) =>
    (filter.status === 'all' || transaction.status === filter.status) &&
    (filter.type === 'all' || transaction.transaction_type === filter.type) &&
    (words === '' ||
      [transaction.platform, BILLING_TYPE_LABELS[transaction.transaction_type], transaction.description].some((text) => text.toLowerCase().includes(words)));
}

/** Newest first; the later recorded first within the same instant. */
export function compareBilling(a: BillingTransaction, b: BillingTransaction): number {
  return b.created_at.localeCompare(a.created_at) || b.id - a.id;
}
