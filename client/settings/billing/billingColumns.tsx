import { BILLING_COLUMNS, type BillingColumn } from '../../../domain/billing/billingList.ts';
import type { BillingTransaction } from '../../../domain/billing/billingTransaction.ts';
import type { CardRole, VirtualColumn } from '../../ui/VirtualColumn.ts';

const WIDTHS: Record<BillingColumn['key'], string> = {
  date: '150px',
  platform: 'minmax(110px, 1fr)',
  type: '100px',
  description: 'minmax(240px, 3fr)',
  amount: '160px',
};

/** On a phone's card: what the transaction was, when, and its amount beside them. */
const CARD: Partial<Record<BillingColumn['key'], CardRole>> = { description: 'title', date: 'subtitle', amount: 'key' };

/** The Billing list's columns (spec 002 "Billing screen"): the domain's texts, a debit's amount marked as such. */
export function billingColumns(timeZone: string): VirtualColumn<BillingTransaction>[] {
  return BILLING_COLUMNS.map((column) => ({
    key: column.key,
    header: column.header,
    width: WIDTHS[column.key],
    card: CARD[column.key],
    render: (transaction) => {
      const text = column.text(transaction, timeZone);
      const debit = column.key === 'amount' && transaction.transaction_type === 'debit';
      return (
        <span className={debit ? 'ellipsis billing-debit' : 'ellipsis'} title={text}>
          {text}
        </span>
      );
    },
  }));
}
