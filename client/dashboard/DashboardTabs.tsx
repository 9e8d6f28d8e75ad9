import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ActivitySortColumn, Dashboard } from '../../domain/dashboard/dashboard.ts';
import { formatNumber } from '../../domain/format/numbers.ts';
import { AppointmentsTab } from './AppointmentsTab.tsx';
import { RecentActivityTab } from './RecentActivityTab.tsx';
import { StatsTab } from './StatsTab.tsx';
import { TopOpportunitiesTab } from './TopOpportunitiesTab.tsx';

const TABS = ['appointments', 'stats', 'top', 'activity'] as const;
type DashboardTab = (typeof TABS)[number];

/** The bottom tabs as spec 001 §2.1 names them (Automation is not offered: marketing is not built). */
const TAB_LABELS: Record<DashboardTab, string> = {
  appointments: 'APPOINTMENTS',
  stats: 'Dashboard STATS',
  top: 'Top Opportunities',
  activity: 'Recent Activity',
};

type DashboardTabsProps = {
  dashboard: Dashboard;
  activityOrderBy: ActivitySortColumn;
  activityOrder: 'asc' | 'desc';
  onActivitySort: (column: ActivitySortColumn) => void;
  onActivityPage: (page: number) => void;
  onAppointmentsPage: (page: number) => void;
  onServicePage: (page: number) => void;
  onTopPage: (page: number) => void;
  /** A tab was chosen: the page collapses its metrics area. */
  onChoose: () => void;
};

/** Each tab's count (spec 001 §2.1: every tab but stats shows one). */
function tabCount(dashboard: Dashboard, tab: DashboardTab): number | null {
  if (tab === 'appointments') return dashboard.totals.appointments;
  if (tab === 'top') return dashboard.totals.opportunities;
  if (tab === 'activity') return dashboard.totals.recent;
  return null;
}

/**
 * The dashboard's bottom tabs and the chosen tab's content. A tablist: the chosen tab is the one stop of the Tab key,
 * the arrow keys (and Home, End) move between tabs, Enter or Space or a click chooses one.
 */
export function DashboardTabs({ dashboard, activityOrderBy, activityOrder, onActivitySort, onActivityPage, onAppointmentsPage, onServicePage, onTopPage, onChoose }: DashboardTabsProps) {
  const [tab, setTab] = useState<DashboardTab>('appointments');
  const id = useId();
  const buttons = useRef(new Map<DashboardTab, HTMLButtonElement>());
  const moveFocus = (event: KeyboardEvent, from: DashboardTab) => {
    const at = TABS.indexOf(from);
    const targets: Partial<Record<string, number>> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 };
    const to = targets[event.key];
    if (to === undefined) return;
    event.preventDefault();
    buttons.current.get(TABS[(to + TABS.length) % TABS.length]!)?.focus();
  };

  return (
    <div className="dashboard-tabs">
      <div className="tabs dashboard-tab-list" role="tablist" aria-label="Dashboard">
        {TABS.map((entry) => {
          const count = tabCount(dashboard, entry);
          return (
            <button
              key={entry}
              ref={(button) => {
                if (button) buttons.current.set(entry, button);
                else buttons.current.delete(entry);
              }}
              type="button"
              role="tab"
              id={`${id}-${entry}`}
              aria-selected={tab === entry}
              aria-controls={`${id}-panel`}
              tabIndex={tab === entry ? 0 : -1}
              className={tab === entry ? 'tab is-active' : 'tab'}
              onKeyDown={(event) => moveFocus(event, entry)}
              onClick={() => {
                setTab(entry);
                onChoose();
              }}
            >
              {TAB_LABELS[entry]}
              {count !== null && <span className="tab-count">{formatNumber(count)}</span>}
            </button>
          );
        })}
      </div>
      <div className="dashboard-tab-panel" id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`}>
        {tab === 'appointments' && <AppointmentsTab appointments={dashboard.appointments} onPage={onAppointmentsPage} onServicePage={onServicePage} />}
        {tab === 'stats' && <StatsTab stats={dashboard.stats} />}
        {tab === 'top' && <TopOpportunitiesTab top={dashboard.top} onPage={onTopPage} />}
        {tab === 'activity' && (
          <RecentActivityTab activity={dashboard.activity} orderBy={activityOrderBy} order={activityOrder} onSort={onActivitySort} onPage={onActivityPage} />
        )}
      </div>
    </div>
  );
}
