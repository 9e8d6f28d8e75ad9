import { formatMoney } from '../../../domain/format/numbers.ts';
import { useView } from '../../worker/useView.ts';

/** The Billing header's figures (spec 002 §3 "Billing balance"): Current Balance and Added This Month, from local data, live. */
export function BillingSummary({ currency }: { currency: string }) {
  const summary = useView('billingSummary', null) ?? { status: 'loading' };
  const money = (value: number) => `${formatMoney(value)} ${currency}`;
  return (
    <dl className="billing-figures">
      <div className="billing-figure">
        <dt>Current Balance</dt>
        <dd>{summary.status === 'ready' ? money(summary.balance.balance) : '…'}</dd>
      </div>
      <div className="billing-figure">
        <dt>Added This Month</dt>
        <dd>{summary.status === 'ready' ? money(summary.balance.added_this_month) : '…'}</dd>
      </div>
    </dl>
  );
}
