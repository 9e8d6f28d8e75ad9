import * as Comlink from 'comlink';
import { useState } from 'react';
import { formatMoney } from '../../../domain/format/numbers.ts';
import type { BillingSummary as Summary } from '../../../worker/api.ts';
import { useSubscription } from '../../worker/useSubscription.ts';

/** The Billing header's figures (spec 002 §3 "Billing balance"): Current Balance and Added This Month, from local data, live. */
export function BillingSummary({ currency }: { currency: string }) {
  const [summary, setSummary] = useState<Summary>({ status: 'loading' });
  useSubscription((api) => api.subscribeBillingSummary(Comlink.proxy(setSummary)), 'billing-summary');
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
