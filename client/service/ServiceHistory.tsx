import { dateTimeText } from '../../domain/time/dateTimeText.ts';
import { formatMoney, formatNumber } from '../../domain/format/numbers.ts';
import { NO_SERVICE_HISTORY } from '../../domain/service/serviceColumns.ts';
import type { ServiceHistoryQuery } from '../../domain/service/serviceHistoryQuery.ts';
import { serviceTotals } from '../../domain/service/serviceTotals.ts';
import { ServiceHistoryTable } from './ServiceHistoryTable.tsx';
import { useServiceHistory } from './useServiceHistory.ts';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';

type ServiceHistoryProps = {
  /** Whose repair orders: exactly one of a customer id, an owned vehicle id or a VIN. */
  query: ServiceHistoryQuery;
};

/**
 * The service history of spec 001 §2.7 (the deal page's service section, the vehicle page's SERVICE tab): totals
 * (count, total spend, customer pay, warranty pay) and the repair orders, sortable, each expandable to its job lines
 * with declined lines flagged. Repair orders come from the server (they are not replicated); a copy saved on this
 * device answers off line.
 */
export function ServiceHistory({ query }: ServiceHistoryProps) {
  const timeZone = useDealerTimeZone();
  const view = useServiceHistory(query);

  if (view.status === 'loading') {
    return (
      <section className="service-history" aria-label="Service history" aria-busy="true">
        <p className="service-history-state" role="status">
          Loading the service history…
        </p>
      </section>
    );
  }
  if (view.status === 'error') {
    return (
      <section className="service-history" aria-label="Service history">
        <p className="service-history-state is-error" role="alert">
          {view.message}
        </p>
      </section>
    );
  }

  const totals = serviceTotals(view.records);
  return (
    <section className="service-history" aria-label="Service history" aria-busy={view.refreshing}>
      <dl className="service-totals">
        <div>
          <dt>Repair orders</dt>
          <dd>{formatNumber(totals.count)}</dd>
        </div>
        <div>
          <dt>Total spend</dt>
          <dd>{formatMoney(totals.total)}</dd>
        </div>
        <div>
          <dt>Customer pay</dt>
          <dd>{formatMoney(totals.customer)}</dd>
        </div>
        <div>
          <dt>Warranty pay</dt>
          <dd>{formatMoney(totals.warranty)}</dd>
        </div>
      </dl>
      {view.cachedAt && (
        <p className="service-history-saved" role="status">
          {view.refreshing
            ? `Showing the copy saved on ${dateTimeText(view.cachedAt, timeZone)} while the server is asked…`
            : `The server cannot be reached: this is the copy saved on ${dateTimeText(view.cachedAt, timeZone)}.`}
        </p>
      )}
      {view.records.length === 0 ? <p className="service-history-empty">{NO_SERVICE_HISTORY}</p> : <ServiceHistoryTable records={view.records} />}
    </section>
  );
}
