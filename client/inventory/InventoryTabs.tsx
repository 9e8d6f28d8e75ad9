import { Link } from 'wouter';
import { formatNumber } from '../../domain/format/numbers.ts';
import { INVENTORY_TYPE_LABELS, INVENTORY_TYPES, type InventoryType } from '../../domain/inventory/inventoryType.ts';
import type { InventoryCounts } from '../../worker/inventory/inventoryQueries.ts';

/** One tab per vehicle type with its count of vehicles in stock; a tab opens its list on page 1, unfiltered. */
export function InventoryTabs({ active, counts }: { active: InventoryType; counts: InventoryCounts | null }) {
  return (
    <nav className="tabs inventory-tabs" aria-label="Vehicle types">
      {INVENTORY_TYPES.map((type) => (
        <Link
          key={type}
          href={`/inventory/${type}?page=1`}
          className={active === type ? 'tab is-active' : 'tab'}
          aria-current={active === type ? 'page' : undefined}
        >
          {INVENTORY_TYPE_LABELS[type]}
          <span className="tab-count">{counts ? formatNumber(counts[type]) : '…'}</span>
        </Link>
      ))}
    </nav>
  );
}
