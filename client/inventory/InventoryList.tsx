import { useMemo, useState } from 'react';
import type { InventoryVehicleDoc } from '../../domain/deal/dealDocs.ts';
import { INVENTORY_COLUMNS, NO_INVENTORY, vehicleLink } from '../../domain/inventory/inventoryColumns.ts';
import { EMPTY_INVENTORY_FILTER } from '../../domain/inventory/inventoryFilter.ts';
import type { InventoryView } from '../../domain/inventory/inventoryList.ts';
import { readInventoryListUrl, writeInventoryListUrl } from '../../domain/inventory/inventoryListUrl.ts';
import type { InventoryType } from '../../domain/inventory/inventoryType.ts';
import { nextSort } from '../../domain/lists/nextSort.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { ExportCsvButton } from '../lists/ExportCsvButton.tsx';
import { LiveList } from '../lists/LiveList.tsx';
import { useUrlList } from '../lists/useUrlList.ts';
import { SharePopup } from '../share/SharePopup.tsx';
import { useDealerToday } from '../session/useDealerToday.ts';
import { useWorker } from '../worker/useWorker.ts';
import { inventoryTableColumns } from './inventoryTableColumns.tsx';
import { InventoryFilters } from './InventoryFilters.tsx';
import { useInventoryFilterOptions } from './useInventoryFilterOptions.ts';

type LiveView = InventoryView & { today: string };

/**
 * The vehicles in stock of one type (spec 001 §2.6): the filters, SHARE and EXPORT CSV, and the rows, virtualised
 * over the worker's local stock. The query string keeps page, order_by, order and the filters; a filter or sort
 * change goes back to page 1. Mounted per type, so a new type starts unfiltered.
 */
export function InventoryList({ type, user, stockKey }: { type: InventoryType; user: SessionUser; stockKey: string }) {
  const api = useWorker();
  const today = useDealerToday();
  const [sharing, setSharing] = useState(false);
  const options = useInventoryFilterOptions(type, today, stockKey);
  const { url, go, keepPage } = useUrlList({ path: `/inventory/${type}`, read: readInventoryListUrl, write: writeInventoryListUrl });

  const source = useMemo(() => ({ subscribe: api.subscribeInventory, update: api.updateInventory, keep: 'inventory' }), [api]);
  const view: LiveView = useMemo(() => ({ type, filter: url.filter, sort: url.sort, today }), [type, url, today]);
  const columns = useMemo(() => inventoryTableColumns({ today, country: user.dealer.country }), [today, user.dealer.country]);
  const sortedKey = INVENTORY_COLUMNS.find((column) => column.sort === url.sort.by)?.key ?? '';

  const exportQuery = writeInventoryListUrl(url);
  exportQuery.delete('page');

  return (
    <>
      <InventoryFilters
        key={JSON.stringify(url.filter)}
        applied={url.filter}
        options={options}
        onApply={(filter) => go((current) => ({ ...current, filter, page: 1 }))}
        onReset={() => go((current) => ({ ...current, filter: EMPTY_INVENTORY_FILTER, page: 1 }))}
        actions={
          <>
            <button className="button" type="button" onClick={() => setSharing(true)}>
              SHARE
            </button>
            <ExportCsvButton path={`/vehicles?token=${encodeURIComponent(user.dealer.token)}&type=${type}&export=1&${exportQuery}`} />
          </>
        }
      />
      <LiveList<LiveView, InventoryVehicleDoc>
        source={source}
        view={view}
        label="Inventory"
        className="inventory-list"
        columns={columns}
        sort={{ by: sortedKey, order: url.sort.order }}
        onSort={(key) => {
          const column = INVENTORY_COLUMNS.find((entry) => entry.key === key);
          if (column) go((current) => ({ ...current, sort: nextSort(current.sort, column.sort), page: 1 }));
        }}
        page={url.page}
        onPageInView={keepPage}
        emptyText={NO_INVENTORY}
        rowHref={vehicleLink}
      />
      {sharing && <SharePopup title="SHARE INVENTORY" onClose={() => setSharing(false)} />}
    </>
  );
}
