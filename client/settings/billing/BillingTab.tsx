import { useMemo } from 'react';
import { ADD_FUNDS_MESSAGES } from '../../../domain/billing/addFunds.ts';
import type { BillingFilter } from '../../../domain/billing/billingList.ts';
import { billingList } from '../../../domain/billing/billingListUrl.ts';
import { dealerCurrency, type BillingTransaction } from '../../../domain/billing/billingTransaction.ts';
import type { SessionUser } from '../../../domain/session/sessionUser.ts';
import { LiveList } from '../../lists/LiveList.tsx';
import { useListScreen } from '../../lists/useListScreen.tsx';
import { useDealerTimeZone } from '../../session/dealerTimeZone.ts';
import { PopupNotice } from '../../ui/PopupNotice.tsx';
import './settings-billing.css';
import { AddFunds } from './AddFunds.tsx';
import { BillingFilters } from './BillingFilters.tsx';
import { BillingSummary } from './BillingSummary.tsx';
import { billingColumns } from './billingColumns.tsx';

type BillingView = { filter: BillingFilter };

/** The worker's list this screen shows. */
const LIST_SOURCE = { view: 'billing' } as const;

/**
 * /settings/billing (spec 002 "Billing screen", administrators): Current Balance, Added This Month and ADD FUNDS (a
 * card checkout), then the transactions, 15 a page, filtered by search, status and type, from the device's copy (the
 * server appends each recorded transaction to the log). Back from the checkout (?checkout=success) it says the
 * payment went through; the credit itself arrives through sync once the provider's webhook has landed.
 */
export function BillingTab({ user }: { user: SessionUser }) {
  const timeZone = useDealerTimeZone();
  const screen = useListScreen(billingList, user.dealer.token);
  const { url } = screen;
  const currency = dealerCurrency(user.dealer.country);
  const view: BillingView = useMemo(() => ({ filter: url.filter }), [url.filter]);
  const columns = useMemo(() => billingColumns(timeZone), [timeZone]);
  const returned =
    url.checkout === 'success'
      ? ({ tone: 'success', text: ADD_FUNDS_MESSAGES.success } as const)
      : url.checkout === 'cancelled'
        ? ({ tone: 'error', text: ADD_FUNDS_MESSAGES.cancelled } as const)
        : null;

  return (
    <section className="settings-billing">
      <header className="billing-head">
        <BillingSummary currency={currency} />
        <AddFunds currency={currency} />
      </header>
      <PopupNotice notice={returned} />
      <BillingFilters key={screen.filterKey} {...screen.filters} actions={screen.actions()} />
      <LiveList<BillingView, BillingTransaction> {...screen.list} source={LIST_SOURCE} view={view} className="lead-list" columns={columns} />
      {screen.sharePopup}
    </section>
  );
}
