import * as v from 'valibot';
import type { BuildVehicleDoc, InventoryVehicleDoc } from '../../domain/deal/dealDocs.ts';
import { DealerSettingsSchema, DEFAULT_DEALER_SETTINGS, type DealerSettings } from '../../domain/settings/dealerSettings.ts';
import type { Store } from '../store/database.ts';

/** What every deal page of a dealer reads: the settings, the build catalogue and the vehicles in stock. */
export type Catalogue = { settings: DealerSettings; build: BuildVehicleDoc[]; inventory: InventoryVehicleDoc[] };

export type DealerCatalogue = {
  of(dealer: string): Promise<Catalogue>;
  /** Called with the dealers whose settings, catalogue or stock changed. */
  listen(listener: (dealers: Set<string>) => void): () => void;
  close(): void;
};

function settingsOf(doc: Record<string, unknown> | undefined): DealerSettings {
  if (!doc) return DEFAULT_DEALER_SETTINGS;
  const parsed = v.safeParse(DealerSettingsSchema, doc);
  return parsed.success ? parsed.output : DEFAULT_DEALER_SETTINGS;
}

/**
 * A dealer's catalogue, read from the local store when a deal page first asks and again after its refs or stock
 * change (hundreds to a few thousand documents: read whole).
 */
export function createDealerCatalogue(store: Store): DealerCatalogue {
  const cached = new Map<string, Promise<Catalogue>>();
  const listeners = new Set<(dealers: Set<string>) => void>();

  const load = async (dealer: string): Promise<Catalogue> => {
    const [refs, stock] = await Promise.all([
      store.docs.all('refs', dealer),
      store.docs.all('inventory', dealer),
    ]);
    return {
      settings: settingsOf(refs.find((doc) => doc.kind === 'settings')),
      build: refs.filter((doc) => doc.kind === 'build'),
      inventory: stock.filter((vehicle) => vehicle.deleted_at === null),
    };
  };

  const subscriptions = (['refs', 'inventory'] as const).map((collection) =>
    store.docs.changes(collection).subscribe((bulk) => {
      // A user's document does not change the catalogue.
      if (bulk.collection === 'refs' && bulk.changes.every(({ doc, previous }) => (doc ?? previous)?.kind === 'user')) return;
      const { dealer } = bulk;
      cached.delete(dealer);
      for (const listener of [...listeners]) listener(new Set([dealer]));
    }),
  );

  return {
    of(dealer) {
      let entry = cached.get(dealer);
      if (!entry) {
        entry = load(dealer);
        cached.set(dealer, entry);
        entry.catch(() => cached.delete(dealer));
      }
      return entry;
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      for (const subscription of subscriptions) subscription.unsubscribe();
      listeners.clear();
    },
  };
}
