import { useCallback, useMemo, useState } from 'react';
import { listedType, opportunityColumns, opportunityRowLink } from '../../domain/opportunityList/opportunityColumns.ts';
import { appliedFilterCount, type OpportunityFilter } from '../../domain/opportunityList/opportunityFilter.ts';
import { opportunityTypeList } from '../../domain/opportunityList/opportunityTypeList.ts';
import { nextSort } from '../../domain/lists/nextSort.ts';
import type { OpportunitySort } from '../../domain/opportunityList/opportunitySort.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import type { OpportunityType } from '../../domain/opportunities/opportunityType.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { LiveList } from '../lists/LiveList.tsx';
import { useListScreen } from '../lists/useListScreen.tsx';
import { useDealerToday } from '../session/useDealerToday.ts';
import { useWorker } from '../worker/useWorker.ts';
import { OpportunityActions } from './OpportunityActions.tsx';
import { OpportunityFilterPanel } from './OpportunityFilterPanel.tsx';
import { opportunityTableColumns } from './opportunityTableColumns.tsx';
import { useUserNames } from './useUserNames.ts';
import { isServiceRole } from '../../domain/session/isServiceRole.ts';

type OpportunityView = { type: OpportunityType; filter: OpportunityFilter; sort: OpportunitySort };

const viewOf = (type: OpportunityType, url: { filter: OpportunityFilter; sort: OpportunitySort }): OpportunityView => ({
  type,
  filter: url.filter,
  sort: url.sort,
});

/**
 * The list of one opportunity type: its filter panel, its actions and its rows. The query string keeps page,
 * order_by, order and the filters; a filter or sort change goes back to page 1. Mounted per type, so a new type
 * starts with the panel closed and nothing of the previous type's filters.
 */
export function OpportunityTypeList({ type, user }: { type: OpportunityType; user: SessionUser }) {
  const api = useWorker();
  const [panelOpen, setPanelOpen] = useState(false);
  const today = useDealerToday();
  const userName = useUserNames();
  const serviceRole = isServiceRole(user.role.id);
  const listed = listedType(type, serviceRole);
  const country = user.dealer.country;
  const list = useMemo(() => opportunityTypeList(type, listed), [type, listed]);
  const screen = useListScreen(list, user.dealer.token);
  const filter = screen.filters.applied;
  const order = screen.list.sort;

  const domainColumns = useMemo(() => opportunityColumns(type, serviceRole), [type, serviceRole]);
  const source = useMemo(
    () => ({
      view: 'opportunities' as const,
      keep: 'opportunities',
      // A header click sorts by its column (nextSort): those views' first rows are held ahead.
      ahead: {
        views: (current: OpportunityView) =>
          domainColumns.flatMap(({ sort }) => (sort ? [{ ...current, sort: nextSort(current.sort, sort) }] : [])),
        windows: api.opportunityFirstWindows,
      },
      viewAt: (location: Location) => (location.pathname === list.path ? viewOf(listed, list.read(new URLSearchParams(location.search))) : null),
    }),
    [api, domainColumns, list, listed],
  );
  const view = useMemo(() => viewOf(listed, { filter, sort: order }), [listed, filter, order]);
  const [total, setTotal] = useState<number | null>(null);

  const columns = useMemo(
    () => opportunityTableColumns(domainColumns, { country, userName, today }),
    [domainColumns, country, userName, today],
  );
  const sortedKey = domainColumns.find((column) => column.sort === order.by)?.key ?? '';
  const sort = useMemo(() => ({ by: sortedKey, order: order.order }), [sortedKey, order.order]);
  const rows = useMemo(() => ({ type: listed, filter, total: total ?? 0 }), [listed, filter, total]);
  const sortBy = screen.list.onSort;
  const onSort = useCallback(
    (key: string) => {
      const by = domainColumns.find((entry) => entry.key === key)?.sort;
      if (by) sortBy?.(by);
    },
    [domainColumns, sortBy],
  );

  return (
    <>
      <div className="opportunity-toolbar">
        <button
          type="button"
          className={panelOpen ? 'filter-toggle is-open' : 'filter-toggle'}
          aria-expanded={panelOpen}
          aria-controls="opportunity-filters"
          onClick={() => setPanelOpen(!panelOpen)}
        >
          <span className="filter-toggle-mark" aria-hidden="true" />
          FILTERS ({appliedFilterCount(filter)})
        </button>
        <OpportunityActions shareButton={screen.shareButton} exportButton={screen.exportButton} rows={rows} />
      </div>
      <OpportunityFilterPanel listed={listed} country={country} {...screen.filters} open={panelOpen} />
      <LiveList<OpportunityView, Opportunity>
        {...screen.list}
        source={source}
        view={view}
        onTotal={setTotal}
        className="opportunity-list"
        columns={columns}
        sort={sort}
        onSort={onSort}
        rowHref={opportunityRowLink}
      />
      {screen.sharePopup}
    </>
  );
}
