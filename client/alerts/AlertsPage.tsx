import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { opensInNewTab } from '../../domain/alerts/alert.ts';
import type { AlertFilter, AlertRow } from '../../domain/alerts/alertList.ts';
import { alertLink, alertList } from '../../domain/alerts/alertListUrl.ts';
import { formatNumber } from '../../domain/format/numbers.ts';
import { listHref } from '../../domain/lists/listDescriptor.ts';
import { canSeeEveryonesAlerts } from '../../domain/permissions/permissions.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { LiveList } from '../lists/LiveList.tsx';
import { useListScreen } from '../lists/useListScreen.tsx';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';
import { useDealerUsers } from '../share/useDealerUsers.ts';
import { useSync } from '../sync/useSync.ts';
import { useWorker } from '../worker/useWorker.ts';
import { alertColumns } from './alertColumns.tsx';
import { AlertFilters } from './AlertFilters.tsx';

const OTHERS_OFFLINE_TEXT = 'Other users’ alerts are read from the server: they show again once you are back online.';

type AlertView = { filter: AlertFilter };

/** The worker's list this screen shows. */
const LIST_SOURCE = { view: 'alerts' } as const;

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
  const [total, setTotal] = useState<number | null>(null);
  const everyone = canSeeEveryonesAlerts({ role: user.role.id, admin: user.admin });
  const dealerUsers = useDealerUsers();
  const self = user.id;
  const list = useMemo(() => alertList(self), [self]);
  const screen = useListScreen(list, user.dealer.token);
  const { url } = screen;
  const view: AlertView = useMemo(() => ({ filter: url.filter }), [url.filter]);
  const columns = useMemo(() => alertColumns(timeZone), [timeZone]);
  const rowHref = useCallback((alert: AlertRow) => listHref(list, { ...url, alert: alert.id }), [list, url]);

  const opening = url.alert;
  useEffect(() => {
    if (opening === null) return;
    let cancelled = false;
    const back = listHref(list, list.shared(list.read(new URLSearchParams(window.location.search))));
    void api.openAlert(opening).then((target) => {
      if (cancelled) return;
      const link = target && alertLink(target.url);
      if (link && !opensInNewTab(link)) {
        navigate(link, { replace: true });
        return;
      }
      if (link) window.open(link, '_blank', 'noopener');
      navigate(back, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [api, navigate, opening, list]);

  return (
    <section className="page leads-page alerts-page">
      <header className="page-head">
        <h1 className="page-title">
          Alert History <span className="tab-count">{total === null ? '…' : formatNumber(total)}</span>
        </h1>
      </header>
      <AlertFilters
        key={screen.filterKey}
        {...screen.filters}
        self={{ id: self, name: user.display_name }}
        users={everyone ? (dealerUsers ?? []) : null}
        actions={screen.actions()}
      />
      {url.filter.user !== self && sync?.online === false && <p className="lead-person-notice">{OTHERS_OFFLINE_TEXT}</p>}
      <LiveList<AlertView, AlertRow> {...screen.list} source={LIST_SOURCE} view={view} onTotal={setTotal} className="lead-list" columns={columns} rowHref={rowHref} />
      {screen.sharePopup}
    </section>
  );
}
