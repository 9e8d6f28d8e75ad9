import { isInventoryType } from '../../domain/inventory/inventoryType.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import { InventoryList } from './InventoryList.tsx';
import { InventoryTabs } from './InventoryTabs.tsx';
import { useInventoryCounts } from './useInventoryCounts.ts';

/** /inventory/{type} (spec 001 §2.6): a tab per vehicle type with its count, and the list of the type in the route. */
export function InventoryPage({ type, user }: { type: string; user: SessionUser }) {
  const counts = useInventoryCounts();
  if (!isInventoryType(type)) return <NotFoundPage />;
  return (
    <section className="page inventory-page">
      <header className="page-head">
        <h1 className="page-title">Inventory</h1>
        <InventoryTabs active={type} counts={counts} />
      </header>
      <InventoryList key={type} type={type} user={user} stockKey={JSON.stringify(counts)} />
    </section>
  );
}
