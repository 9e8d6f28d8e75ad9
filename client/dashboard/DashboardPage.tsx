import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import type { ActivitySortColumn, DashboardQuery } from '../../domain/dashboard/dashboard.ts';
import { dashboardNow } from '../../domain/dashboard/dashboardRange.ts';
import { DASHBOARD_PATH, readDashboardUrl, writeDashboardUrl } from '../../domain/dashboard/dashboardUrl.ts';
import { canChooseDashboardUser, dashboardUser } from '../../domain/dashboard/dashboardUser.ts';
import { nextSort } from '../../domain/lists/nextSort.ts';
import { displayName, type SessionUser } from '../../domain/session/sessionUser.ts';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';
import { useDealerUsers } from '../share/useDealerUsers.ts';
import { useWorker } from '../worker/useWorker.ts';
import { DashboardFilters } from './DashboardFilters.tsx';
import { DashboardTabs } from './DashboardTabs.tsx';
import { HighlightsPanel } from './HighlightsPanel.tsx';
import { SoldGrid } from './SoldGrid.tsx';
import { useDashboard } from './useDashboard.ts';
import './dashboard.css';

/** How often the dealer's clock is read again, so NEXT UP and today follow the time while the page stays open. */
const CLOCK_MS = 15_000;

/** The tabs' pages and the activity sort: not in the address, back to the first pages when the filter changes. */
type TabView = { filter: string; appointments_page: number | null; service_page: number; top_page: number; activity_page: number; activity_sort: { by: ActivitySortColumn; order: 'asc' | 'desc' } };

const firstPages = (filter: string): TabView => ({ filter, appointments_page: null, service_page: 1, top_page: 1, activity_page: 1, activity_sort: { by: 'date', order: 'desc' } });

/** The dealer's wall time now ("2026-11-26T09:30:00"), in its time zone, kept current to the minute. */
function useDealerNow(): string {
  const timeZone = useDealerTimeZone();
  const [now, setNow] = useState(() => dashboardNow(timeZone));
  useEffect(() => {
    const read = () => setNow(dashboardNow(timeZone));
    read();
    const timer = setInterval(read, CLOCK_MS);
    return () => clearInterval(timer);
  }, [timeZone]);
  return now;
}

/**
 * ?store={dealer key} (spec 001 §2.1): another of the user's dealers is switched to (the routes are keyed by the
 * dealer, so the dashboard reloads for it), and the parameter is then removed; the active dealer's key, or a key
 * that is none of the user's dealers, is just removed.
 */
function useStoreParam(user: SessionUser, store: string | null, removeStore: () => void) {
  const api = useWorker();
  const active = user.dealer.key;
  const other = store !== null && store !== active && user.dealers.some((dealer) => dealer.key === store);
  useEffect(() => {
    if (store === null) return;
    if (other) void api.switchDealer(store).catch(removeStore);
    else removeStore();
  }, [api, store, other, removeStore]);
}

/**
 * / (spec 001 §2.1): the filter bar, the metrics (sold counts and highlights) and the bottom tabs, computed by the
 * worker from the dealer's local data. The address always carries the applied user and range; APPLY writes it.
 */
export function DashboardPage({ user }: { user: SessionUser }) {
  const now = useDealerNow();
  const today = now.slice(0, 10);
  const [search, setSearch] = useSearchParams();
  const [, navigate] = useLocation();
  const searchText = search.toString();
  const url = useMemo(() => readDashboardUrl(new URLSearchParams(searchText), today), [searchText, today]);
  const viewer = { id: user.id, role: user.role.id };
  const shown = { ...url, user: dashboardUser(viewer, url.user) };
  const canonical = writeDashboardUrl(shown);
  useEffect(() => {
    if (canonical !== searchText) setSearch(canonical, { replace: true });
  }, [canonical, searchText, setSearch]);
  const removeStore = useCallback(
    () =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('store');
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  useStoreParam(user, url.store, removeStore);

  const users = useDealerUsers();
  const filterKey = `${shown.user ?? 'all'}|${shown.start_date}|${shown.end_date}`;
  const [savedTabView, setTabView] = useState(() => firstPages(filterKey));
  const tabView = savedTabView.filter === filterKey ? savedTabView : firstPages(filterKey);
  const [collapsed, setCollapsed] = useState(false);

  const query: DashboardQuery = useMemo(
    () => ({
      user: shown.user,
      start_date: shown.start_date,
      end_date: shown.end_date,
      now,
      appointments_page: tabView.appointments_page,
      service_page: tabView.service_page,
      top_page: tabView.top_page,
      activity_page: tabView.activity_page,
      activity_order_by: tabView.activity_sort.by,
      activity_order: tabView.activity_sort.order,
    }),
    [shown.user, shown.start_date, shown.end_date, now, tabView.appointments_page, tabView.service_page, tabView.top_page, tabView.activity_page, tabView.activity_sort.by, tabView.activity_sort.order],
  );
  const state = useDashboard(query);

  return (
    <section className="page dashboard-page">
      <h1 className="page-title">Dashboard</h1>
      <DashboardFilters
        key={filterKey}
        applied={shown}
        today={today}
        users={canChooseDashboardUser(viewer) ? { choose: true, list: users } : { choose: false, ownName: displayName(user) || user.display_name }}
        onApply={(filter) => navigate(`${DASHBOARD_PATH}?${writeDashboardUrl({ ...filter, store: null })}`)}
      />
      {state.status === 'loading' ? (
        <p className="dashboard-state" role="status">
          Loading the dashboard…
        </p>
      ) : (
        <>
          {collapsed ? (
            <div className="dashboard-collapsed">
              <button className="button" type="button" aria-expanded={false} title="Show the sold counts and highlights" onClick={() => setCollapsed(false)}>
                OPEN
              </button>
            </div>
          ) : (
            <div className="dashboard-metrics">
              <SoldGrid sold={state.dashboard.sold} />
              <HighlightsPanel highlights={state.dashboard.highlights} />
            </div>
          )}
          <DashboardTabs
            dashboard={state.dashboard}
            activityOrderBy={tabView.activity_sort.by}
            activityOrder={tabView.activity_sort.order}
            onActivitySort={(column) => setTabView({ ...tabView, activity_page: 1, activity_sort: nextSort(tabView.activity_sort, column) })}
            onActivityPage={(page) => setTabView({ ...tabView, activity_page: page })}
            onAppointmentsPage={(page) => setTabView({ ...tabView, appointments_page: page })}
            onServicePage={(page) => setTabView({ ...tabView, service_page: page })}
            onTopPage={(page) => setTabView({ ...tabView, top_page: page })}
            onChoose={() => setCollapsed(true)}
          />
        </>
      )}
    </section>
  );
}
