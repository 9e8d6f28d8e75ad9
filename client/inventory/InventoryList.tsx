import { useMemo } from 'react';
import type { InventoryVehicleDoc } from '../../domain/deal/dealDocs.ts';
import { INVENTORY_COLUMNS, vehicleLink } from '../../domain/inventory/inventoryColumns.ts';
import type { InventoryView } from '../../domain/inventory/inventoryList.ts';
import { inventoryTypeList } from '../../domain/inventory/inventoryListUrl.ts';
import type { InventoryType } from '../../domain/inventory/inventoryType.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { LiveList } from '../lists/LiveList.tsx';
import { useListScreen } from '../lists/useListScreen.tsx';
import { useDealerToday } from '../session/useDealerToday.ts';
import { inventoryTableColumns } from './inventoryTableColumns.tsx';
import { InventoryFilters } from './InventoryFilters.tsx';
import { useInventoryFilterOptions } from './useInventoryFilterOptions.ts';

type LiveView = InventoryView & { today: string };

/** The worker's list this screen shows. */
const LIST_SOURCE = { view: 'inventory', keep: 'inventory' } as const;

/**
 * The vehicles in stock of one type (spec 001 §2.6): the filters, SHARE and EXPORT CSV, and the rows, virtualised
 * over the worker's local stock. The query string keeps page, order_by, order and the filters; a filter or sort
 * change goes back to page 1. Mounted per type, so a new type starts unfiltered. The AGE column sorts by the day
 * the vehicle was stocked.
 */
export function InventoryList({ type, user, stockKey }: { type: InventoryType; user: SessionUser; stockKey: string }) {
  const today = useDealerToday();
  const options = useInventoryFilterOptions(type, today, stockKey);
  const list = useMemo(() => inventoryTypeList(type), [type]);
  const screen = useListScreen(list, user.dealer.token);
  const { url } = screen;
  const view: LiveView = useMemo(() => ({ type, filter: url.filter, sort: url.sort, today }), [type, url, today]);
  const columns = useMemo(() => inventoryTableColumns({ today, country: user.dealer.country }), [today, user.dealer.country]);
  const sortedKey = INVENTORY_COLUMNS.find((column) => column.sort === url.sort.by)?.key ?? '';

  return (
    <>
      <InventoryFilters key={screen.filterKey} {...screen.filters} options={options} actions={screen.actions()} />
      <LiveList<LiveView, InventoryVehicleDoc>
        {...screen.list}
        source={LIST_SOURCE}
        view={view}
        className="inventory-list"
        columns={columns}
        sort={{ by: sortedKey, order: url.sort.order }}
        onSort={(key) => {
          const column = INVENTORY_COLUMNS.find((entry) => entry.key === key);
          if (column) screen.list.onSort?.(column.sort);
        }}
        rowHref={vehicleLink}
      />
      {screen.sharePopup}
    </>
  );
}
