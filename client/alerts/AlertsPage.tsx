import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { opensInNewTab } from '../../domain/alerts/alert.ts';
import type { AlertFilter, AlertRow } from '../../domain/alerts/alertList.ts';
import { ALERTS_PATH, alertFilterQuery, alertLink, readAlertListUrl, writeAlertListUrl, type AlertListUrl } from '../../domain/alerts/alertListUrl.ts';
import { formatNumber } from '../../domain/format/numbers.ts';
import { canSeeEveryonesAlerts } from '../../domain/permissions/permissions.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { ExportCsvButton } from '../lists/ExportCsvButton.tsx';
import { LiveList } from '../lists/LiveList.tsx';
import { useUrlList } from '../lists/useUrlList.ts';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';
import { SharePopup } from '../share/SharePopup.tsx';
import { useDealerUsers } from '../share/useDealerUsers.ts';
import { useSync } from '../sync/useSync.ts';
import { useWorker } from '../worker/useWorker.ts';
import { alertColumns } from './alertColumns.tsx';
import { AlertFilters } from './AlertFilters.tsx';

export const NO_ALERTS_TEXT = 'NO ALERTS FOUND.';
export const OTHERS_OFFLINE_TEXT = 'Other users’ alerts are read from the server: they show again once you are back online.';

type AlertView = { filter: AlertFilter };

/** Newest first, always: no column sorts (the spec names none). */
const NEWEST_FIRST = { by: 'date', order: 'desc' } as const;
const noSort = () => undefined;

/**
 * /alerts (spec 000 "Alerts"): the Alert History, 15 a page, newest first, filtered by type, status and user
 * (another user's, or all users', for administrators and managers). The user's own alerts are the worker's copy, so
 * they show at once and off line. A row is a link to /alerts?…&alert={id}: arriving there opens the alert (marked
 * viewed if it was not) and follows its link (alertLink: never one leaving the app), an "api" url in a new tab (the
 * list stays, without the alert in its address), any other in place of this entry, so back returns to the list.
 */
export function AlertsPage({ user }: { user: SessionUser }) {
  const timeZone = useDealerTimeZone();
  const api = useWorker();
  const [, navigate] = useLocation();
  const sync = useSync();
  const [sharing, setSharing] = useState(false);
  const [total, setTotal] = useState<number | null>(null);
  const everyone = canSeeEveryonesAlerts({ role: user.role.id, admin: user.admin });
  const dealerUsers = useDealerUsers();
  const self = user.id;
  const read = useCallback((query: URLSearchParams) => readAlertListUrl(query, self), [self]);
  const write = useCallback((url: AlertListUrl) => writeAlertListUrl(url, self), [self]);
  const { url, go, keepPage } = useUrlList({ path: ALERTS_PATH, read, write });

  const source = useMemo(() => ({ subscribe: api.subscribeAlerts, update: api.updateAlerts }), [api]);
  const view: AlertView = useMemo(() => ({ filter: url.filter }), [url.filter]);
  const columns = useMemo(() => alertColumns(timeZone), [timeZone]);
  const rowHref = useCallback((alert: AlertRow) => `${ALERTS_PATH}?${write({ ...url, alert: alert.id })}`, [url, write]);

  const opening = url.alert;
  useEffect(() => {
    if (opening === null) return;
    let cancelled = false;
    const list = `${ALERTS_PATH}?${write({ ...read(new URLSearchParams(window.location.search)), alert: null })}`;
    void api.openAlert(opening).then((target) => {
      if (cancelled) return;
      const link = target && alertLink(target.url);
      if (link && !opensInNewTab(link)) {
        navigate(link, { replace: true });
        return;
      }
      if (link) window.open(link, '_blank', 'noopener');
      navigate(list, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [api, navigate, opening, read, write]);

  const exportQuery = alertFilterQuery(url.filter, self);
  exportQuery.set('token', user.dealer.token);
  exportQuery.set('export', '1');
  const others = url.filter.user !== self;

  return (
    <section className="page leads-page alerts-page">
      <header className="page-head">
        <h1 className="page-title">
          Alert History <span className="tab-count">{total === null ? '…' : formatNumber(total)}</span>
        </h1>
      </header>
      <AlertFilters
        key={JSON.stringify(url.filter)}
        applied={url.filter}
        self={{ id: self, name: user.display_name }}
        users={everyone ? (dealerUsers ?? []) : null}
        onApply={(filter) => go((current) => ({ ...current, filter, page: 1, alert: null }))}
        onReset={() => navigate(`${ALERTS_PATH}?page=1`)}
        actions={
          <>
            <button className="button" type="button" onClick={() => setSharing(true)}>
              SHARE
            </button>
            <ExportCsvButton path={`/alerts?${exportQuery}`} />
          </>
        }
      />
      {others && sync?.online === false && <p className="lead-person-notice">{OTHERS_OFFLINE_TEXT}</p>}
      <LiveList<AlertView, AlertRow>
        source={source}
        view={view}
        onTotal={setTotal}
        label="Alert History"
        className="lead-list"
        columns={columns}
        sort={NEWEST_FIRST}
        onSort={noSort}
        page={url.page}
        onPageInView={keepPage}
        emptyText={NO_ALERTS_TEXT}
        rowHref={rowHref}
      />
      {sharing && <SharePopup title="SHARE ALERTS" url={`${ALERTS_PATH}?${write({ ...url, alert: null })}`} onClose={() => setSharing(false)} />}
    </section>
  );
}
