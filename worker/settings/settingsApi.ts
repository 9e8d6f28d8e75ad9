import type { DocRef } from '../../domain/events/collections.ts';
import { dealershipDocId } from '../../domain/settings/dealershipEvents.ts';
import { dealerSettingsDocs, type DealerSettingsDocs } from '../../domain/settings/dealerSettingsDocs.ts';
import { DEFAULT_DEALER_SETTINGS } from '../../domain/settings/dealerSettings.ts';
import { settingsDocId } from '../../domain/settings/settingsEvents.ts';
import type { WorkerApi } from '../api.ts';
import { coreSubscribe } from '../api/coreSubscribe.ts';
import { refKey } from '../store/docRefs.ts';
import { readDocs } from '../store/docWrites.ts';
import { deliver, type Subscriptions } from '../subscriptions.ts';
import type { WorkerCore } from '../workerCore.ts';

/** The settings screens' part of the worker's API: the active dealer's settings documents, live. */
export type SettingsApi = Pick<WorkerApi, 'subscribeDealerSettingsDocs'>;

const COALESCE_MS = 16;
const NONE: DealerSettingsDocs = { dealership: null, settings: DEFAULT_DEALER_SETTINGS };

const refsOf = (dealer: string): DocRef[] => [
  { collection: 'refs', id: dealershipDocId(dealer) },
  { collection: 'refs', id: settingsDocId(dealer) },
];

/**
 * Each subscription reads the active dealer's dealership and settings documents from the local store, and again
 * whenever one of them changes (a save here, on another device, an import) or the active dealer does.
 */
export function createSettingsApi(core: () => Promise<WorkerCore>, subscriptions: Subscriptions): SettingsApi {
  const subscribe = coreSubscribe(core, subscriptions);
  const stops = new Map<number, () => void>();

  const start = async (c: WorkerCore, id: number, callback: (docs: DealerSettingsDocs) => void) => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let version = 0;
    const activeDealer = () => c.sessions.current()?.user.dealer.token ?? null;
    const read = async () => {
      const asked = ++version;
      const dealer = activeDealer();
      if (!dealer) return deliver(callback, NONE);
      const [dealership, settings] = refsOf(dealer);
      const docs = await readDocs(c.store, dealer, refsOf(dealer));
      if (asked !== version || !stops.has(id)) return;
      deliver(callback, dealerSettingsDocs(dealership && docs.get(refKey(dealership)), settings && docs.get(refKey(settings))));
    };
    const later = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        void read();
      }, COALESCE_MS);
    };
    const changes = c.store.docs.changes('refs').subscribe((bulk) => {
      const dealer = activeDealer();
      if (!dealer || bulk.dealer !== dealer) return;
      const ids = new Set(refsOf(dealer).map((ref) => ref.id));
      if (bulk.changes.some((change) => ids.has(change.id))) later();
    });
    const stopSession = c.sessions.listen(later);
    stops.set(id, () => {
      changes.unsubscribe();
      stopSession();
      if (timer) clearTimeout(timer);
    });
    await read();
  };

  return {
    subscribeDealerSettingsDocs: (callback) =>
      subscribe(
        callback,
        (_c, id) => {
          stops.get(id)?.();
          stops.delete(id);
        },
        (c, id) => start(c, id, callback),
      ),
  };
}
