import { useMemo } from 'react';
import { NO_RECENT_ACTIVITY } from '../../domain/customers/customerActivities.ts';
import { ACTIVITY_TOTAL_LABELS, activityLogTotals, customerActivityLog } from '../../domain/customers/customerActivityLog.ts';
import { formatNumber } from '../../domain/format/numbers.ts';
import { ActivityTable } from '../customer/ActivityTable.tsx';
import { useCustomerProfile } from '../customer/useCustomerProfile.ts';
import { useUserNames } from '../opportunities/useUserNames.ts';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';

const TOTALS = (['email', 'text', 'appointment', 'note'] as const).map((key) => ({ key, label: ACTIVITY_TOTAL_LABELS[key] }));

/**
 * The deal page's activities section (spec 001 §2.4, §3 Activity): the customer's activity log from local data, as
 * its profile's activity tab shows it (appointments, sales, notes, e-mails, texts and the log of changes, newest
 * first), under the totals of e-mails, texts, appointments and notes.
 */
export function DealActivities({ customerId }: { customerId: string }) {
  const timeZone = useDealerTimeZone();
  const state = useCustomerProfile(customerId);
  const userName = useUserNames();
  const profile = state.status === 'ready' ? state.profile : null;
  const rows = useMemo(
    () => (profile ? customerActivityLog(customerId, profile.appointments, profile.sales, profile.records, timeZone) : null),
    [customerId, profile, timeZone],
  );
  if (state.status === 'error') return <p className="deal-loading" role="alert">{state.message}</p>;
  if (!rows) {
    return (
      <p className="deal-loading" role="status">
        Loading the customer’s activities…
      </p>
    );
  }
  const totals = activityLogTotals(rows);
  return (
    <section className="customer-activities" aria-label="Activities">
      <dl className="activity-totals">
        {TOTALS.map((total) => (
          <div key={total.key}>
            <dt>{total.label}</dt>
            <dd>{formatNumber(totals[total.key])}</dd>
          </div>
        ))}
      </dl>
      <ActivityTable rows={rows} userName={userName} contentLabel="CONTENT" emptyText={NO_RECENT_ACTIVITY} label="Activity" />
    </section>
  );
}
