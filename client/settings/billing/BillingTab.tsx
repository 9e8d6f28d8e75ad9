import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { ADD_FUNDS_MESSAGES } from '../../../domain/billing/addFunds.ts';
import type { BillingFilter } from '../../../domain/billing/billingList.ts';
import { BILLING_PATH, billingFilterQuery, readBillingListUrl, writeBillingListUrl } from '../../../domain/billing/billingListUrl.ts';
import { dealerCurrency, type BillingTransaction } from '../../../domain/billing/billingTransaction.ts';
import type { SessionUser } from '../../../domain/session/sessionUser.ts';
import { ExportCsvButton } from '../../lists/ExportCsvButton.tsx';
import { LiveList } from '../../lists/LiveList.tsx';
import { useUrlList } from '../../lists/useUrlList.ts';
import { useDealerTimeZone } from '../../session/dealerTimeZone.ts';
import { SharePopup } from '../../share/SharePopup.tsx';
import { PopupNotice } from '../../share/PopupNotice.tsx';
import { useWorker } from '../../worker/useWorker.ts';
import '../../styles/settings-billing.css';
import { AddFunds } from './AddFunds.tsx';
import { BillingFilters } from './BillingFilters.tsx';
import { BillingSummary } from './BillingSummary.tsx';
import { billingColumns } from './billingColumns.tsx';

export const NO_BILLING_TEXT = 'NO BILLING FOR THIS QUERY';

type BillingView = { filter: BillingFilter };

/** Newest first, always: the spec names no sort. */
const NEWEST_FIRST = { by: 'date', order: 'desc' } as const;
const noSort = () => undefined;

/**
 * /settings/billing (spec 002 "Billing screen", administrators): Current Balance, Added This Month and ADD FUNDS (a
 * card checkout), then the transactions, 15 a page, filtered by search, status and type, from the device's copy (the
 * server appends each recorded transaction to the log). Back from the checkout (?checkout=success) it says the
 * payment went through; the credit itself arrives through sync once the provider's webhook has landed.
 */
export function BillingTab({ user }: { user: SessionUser }) {
  const timeZone = useDealerTimeZone();
  const api = useWorker();
  const [, navigate] = useLocation();
  const [sharing, setSharing] = useState(false);
  const { url, go, keepPage } = useUrlList({ path: BILLING_PATH, read: readBillingListUrl, write: writeBillingListUrl });
  const currency = dealerCurrency(user.dealer.country);

  const source = useMemo(() => ({ subscribe: api.subscribeBilling, update: api.updateBilling }), [api]);
  const view: BillingView = useMemo(() => ({ filter: url.filter }), [url.filter]);
  const columns = useMemo(() => billingColumns(timeZone), [timeZone]);

  const exportQuery = billingFilterQuery(url.filter);
  exportQuery.set('token', user.dealer.token);
  exportQuery.set('export', '1');
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
      <BillingFilters
        key={JSON.stringify(url.filter)}
        applied={url.filter}
        onApply={(filter) => go((current) => ({ ...current, filter, page: 1, checkout: null }))}
        onReset={() => navigate(`${BILLING_PATH}?page=1`)}
        actions={
          <>
            <button className="button" type="button" onClick={() => setSharing(true)}>
              SHARE
            </button>
            <ExportCsvButton path={`/billing/transactions?${exportQuery}`} />
          </>
        }
      />
      <LiveList<BillingView, BillingTransaction>
        source={source}
        view={view}
        label="Billing"
        className="lead-list"
        columns={columns}
        sort={NEWEST_FIRST}
        onSort={noSort}
        page={url.page}
        onPageInView={keepPage}
        emptyText={NO_BILLING_TEXT}
      />
      {sharing && <SharePopup title="SHARE BILLING" url={`${BILLING_PATH}?${writeBillingListUrl({ ...url, checkout: null })}`} onClose={() => setSharing(false)} />}
    </section>
  );
}
