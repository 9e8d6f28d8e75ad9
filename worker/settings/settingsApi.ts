import type { DocRef } from '../../domain/events/collections.ts';
import { dealershipDocId } from '../../domain/settings/dealershipEvents.ts';
import { dealerSettingsDocs, type DealerSettingsDocs } from '../../domain/settings/dealerSettingsDocs.ts';
import { DEFAULT_DEALER_SETTINGS } from '../../domain/settings/dealerSettings.ts';
import { settingsDocId } from '../../domain/settings/settingsEvents.ts';
import { watchedView, type ViewParts } from '../api/viewApi.ts';
import { refKey } from '../store/docRefs.ts';
import { readDocs } from '../store/docWrites.ts';
import { deliver } from '../subscriptions.ts';
import type { WorkerCore } from '../workerCore.ts';

const COALESCE_MS = 16;
const NONE: DealerSettingsDocs = { dealership: null, settings: DEFAULT_DEALER_SETTINGS };

const refsOf = (dealer: string): DocRef[] => [
  { collection: 'refs', id: dealershipDocId(dealer) },
  { collection: 'refs', id: settingsDocId(dealer) },
];

/**
 * Reads the active dealer's dealership and settings documents from the local store, and again whenever one of them
 * changes (a save here, on another device, an import) or the active dealer does; answers the stop.
 */
async function watchSettingsDocs(c: WorkerCore, callback: (docs: DealerSettingsDocs) => void): Promise<() => void> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let version = 0;
  let stopped = false;
  const activeDealer = () => c.sessions.current()?.user.dealer.token ?? null;
  const read = async () => {
    const asked = ++version;
    const dealer = activeDealer();
    if (!dealer) return deliver(callback, NONE);
    const [dealership, settings] = refsOf(dealer);
    const docs = await readDocs(c.store, dealer, refsOf(dealer));
    if (asked !== version || stopped) return;
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
  await read();
  return () => {
    stopped = true;
    changes.unsubscribe();
    stopSession();
    if (timer) clearTimeout(timer);
  };
}

/** The settings screens' view: the active dealer's settings documents, live. */
export const settingsViews: ViewParts<'dealerSettingsDocs'> = {
  dealerSettingsDocs: watchedView((c, _query, deliver) => watchSettingsDocs(c, deliver)),
};
