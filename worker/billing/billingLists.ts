import type { Subscription } from 'rxjs';
import * as v from 'valibot';
import { billingBalance } from '../../domain/billing/billingBalance.ts';
import { billingPredicate, compareBilling } from '../../domain/billing/billingList.ts';
import { BillingTransactionSchema, type BillingTransaction } from '../../domain/billing/billingTransaction.ts';
import { DEFAULT_DEALER_SETTINGS, DealerSettingsSchema } from '../../domain/settings/dealerSettings.ts';
import type { BillingListQuery, BillingSummary, ListWindow } from '../api.ts';
import { createFlushScheduler } from '../lists/flushScheduler.ts';
import { keptView } from '../lists/keptView.ts';
import { createListSubscribers } from '../lists/listSubscribers.ts';
import { sendWindow, sliceWindow, type WindowSubscriber } from '../lists/liveWindow.ts';
import type { Store } from '../store/database.ts';
import type { LocalState } from '../store/localState.ts';
import { deliver } from '../subscriptions.ts';
import { readPosition } from '../sync/checkpoints.ts';

/**
 * The active dealer's billing transactions (refs of kind "billing", docs/settings.md "Billing") and the header's
 * figures made of them with the domain's billingBalance in the dealer's time zone (its settings document), read
 * again whenever the dealer's refs change, the active dealer changes, or a sync finishes (an empty list is "not
 * here yet" until the refs were pulled once).
 */
export type BillingLists = {
  subscribe(id: number, query: BillingListQuery, callback: (window: ListWindow<BillingTransaction>) => void): Promise<void>;
  update(id: number, query: BillingListQuery): Promise<void>;
  subscribeSummary(id: number, callback: (summary: BillingSummary) => void): Promise<void>;
  remove(id: number): void;
  close(): void;
};

export type BillingListsDeps = {
  store: Store;
  local: LocalState;
  /** The signed-in user's active dealer, null when signed out. */
  activeDealer: () => string | null;
  /** Calls the listener whenever the session or the sync state changed; answers its stop. */
  listen: (listener: () => void) => () => void;
};

const DEFAULT_TIME_ZONE = DEFAULT_DEALER_SETTINGS.config.dealer_timezone;
const COALESCE_MS = 16;

function transactionOf(doc: Record<string, unknown>): BillingTransaction | null {
  const parsed = v.safeParse(BillingTransactionSchema, { ...doc, id: doc.transaction_id });
  return parsed.success ? parsed.output : null;
}

function timeZoneOf(settings: Record<string, unknown> | undefined): string {
  const parsed = settings ? v.safeParse(DealerSettingsSchema, settings) : null;
  return parsed?.success ? parsed.output.config.dealer_timezone : DEFAULT_TIME_ZONE;
}

type Loaded = { dealer: string; transactions: BillingTransaction[]; timeZone: string; pulled: boolean; views: Map<string, BillingTransaction[]> };

export function createBillingLists(deps: BillingListsDeps): BillingLists {
  const { store, local } = deps;
  let loaded: Loaded | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const summaries = new Map<number, (summary: BillingSummary) => void>();

  const waiting = () => !loaded || (loaded.transactions.length === 0 && !loaded.pulled);

  const serve = (subscriber: WindowSubscriber<BillingListQuery, BillingTransaction>) => {
    const current = loaded;
    if (!current) return;
    const rows = keptView(current.views, JSON.stringify(subscriber.query.filter), () => current.transactions.filter(billingPredicate(subscriber.query.filter)));
    sendWindow(subscriber, sliceWindow(rows, subscriber.query, rows.length, waiting()));
  };
  const summary = (): BillingSummary =>
    waiting() || !loaded ? { status: 'loading' } : { status: 'ready', balance: billingBalance(loaded.transactions, loaded.timeZone) };

  const subscribers = createListSubscribers<BillingListQuery, BillingTransaction>(serve);
  const flusher = createFlushScheduler(() => {
    subscribers.serveAll();
    const now = summary();
    for (const callback of summaries.values()) deliver(callback, now);
  });

  const reload = async () => {
    const dealer = deps.activeDealer();
    if (!dealer) {
      loaded = null;
      return;
    }
    const [docs, position] = await Promise.all([
      store.replicated.refs.find({ selector: { dealer, kind: { $in: ['billing', 'settings'] } } }).exec(),
      readPosition(local, dealer, 'refs'),
    ]);
    if (dealer !== deps.activeDealer()) return;
    const refs = docs.map((doc) => doc.toJSON() as Record<string, unknown>);
    const transactions = refs
      .filter((ref) => ref.kind === 'billing')
      .map(transactionOf)
      .filter((transaction): transaction is BillingTransaction => transaction !== null)
      .sort(compareBilling);
    loaded = { dealer, transactions, timeZone: timeZoneOf(refs.find((ref) => ref.kind === 'settings')), pulled: position?.caughtUp === true, views: new Map() };
    flusher.schedule();
  };
  const reloadSoon = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      void reload();
    }, COALESCE_MS);
  };

  const changes: Subscription = store.replicated.refs.eventBulks$.subscribe((bulk) => {
    const active = deps.activeDealer();
    const touched = bulk.events.some((event) => {
      const data = (event.documentData ?? event.previousDocumentData) as Record<string, unknown> | undefined;
      return data?.dealer === active && (data?.kind === 'billing' || data?.kind === 'settings');
    });
    if (touched) reloadSoon();
  });
  const stopListening = deps.listen(() => {
    if (!loaded || loaded.dealer !== deps.activeDealer() || !loaded.pulled) reloadSoon();
  });
  const started = reload();

  return {
    async subscribe(id, query, callback) {
      await started;
      serve(subscribers.addWindow(id, query, callback));
    },
    update: subscribers.update,
    async subscribeSummary(id, callback) {
      await started;
      summaries.set(id, callback);
      deliver(callback, summary());
    },
    remove(id) {
      subscribers.remove(id);
      summaries.delete(id);
    },
    close() {
      changes.unsubscribe();
      stopListening();
      if (timer) clearTimeout(timer);
      flusher.close();
      subscribers.clear();
      summaries.clear();
    },
  };
}
