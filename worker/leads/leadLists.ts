import type { Subscription } from 'rxjs';
import type { LeadDocument } from '../../domain/leads/leadDocument.ts';
import { compareLeads, leadPredicate } from '../../domain/leads/leadList.ts';
import type { LeadListQuery, ListWindow } from '../api.ts';
import { createActiveDealer } from '../lists/activeDealer.ts';
import { changesByDealer } from '../lists/changesByDealer.ts';
import { createFlushScheduler } from '../lists/flushScheduler.ts';
import { keptView } from '../lists/keptView.ts';
import { createListSubscribers } from '../lists/listSubscribers.ts';
import { sendWindow, sliceWindow, type WindowSubscriber } from '../lists/liveWindow.ts';
import { loadDealerDocs } from '../lists/loadDealerDocs.ts';
import type { Store } from '../store/database.ts';
import type { LocalState } from '../store/localState.ts';
import { readPosition } from '../sync/checkpoints.ts';

type Subscriber = WindowSubscriber<LeadListQuery, LeadDocument>;
type Change = { id: string; doc: LeadDocument | null };

/**
 * The active dealer's lead bin (spec 003 "Leads"), held in memory and kept current from the store's change stream:
 * a lead pulled after a live poke reaches the open list within a frame. The list windows apply the rules the
 * server's GET /leads applies (leadPredicate, compareLeads: newest first).
 */
export type LeadLists = {
  setDealer(dealer: string | null): Promise<void>;
  subscribe(id: number, query: LeadListQuery, callback: (window: ListWindow<LeadDocument>) => void): Promise<void>;
  update(id: number, query: LeadListQuery): Promise<void>;
  remove(id: number): void;
  /** One lead of the active dealer (the Lead Information popup); null when it has none by this id. */
  lead(id: string): Promise<LeadDocument | null>;
  /** The leads of a dealer were pulled from the server to the end: its empty lists are empty, not loading. */
  pulled(dealer: string): void;
  close(): void;
};

type DealerLeads = {
  dealer: string;
  loaded: Promise<void>;
  ready: boolean;
  pulled: boolean;
  leads: Map<string, LeadDocument>;
  /** Changes met while the first load ran: applied over it. */
  buffered: Change[];
  views: Map<string, LeadDocument[]>;
};

export function createLeadLists(deps: { store: Store; local: LocalState }): LeadLists {
  const { store, local } = deps;

  const viewOf = (current: DealerLeads, query: LeadListQuery): LeadDocument[] =>
    keptView(current.views, JSON.stringify(query.filter), () => [...current.leads.values()].filter(leadPredicate(query.filter)).sort(compareLeads));

  const serve = (subscriber: Subscriber) => {
    const current = active.current();
    if (!current?.ready) return;
    const rows = viewOf(current, subscriber.query);
    sendWindow(subscriber, sliceWindow(rows, subscriber.query, rows.length, rows.length === 0 && !current.pulled));
  };

  const subscribers = createListSubscribers<LeadListQuery, LeadDocument>(serve);
  const flusher = createFlushScheduler(() => subscribers.serveAll());

  const apply = (current: DealerLeads, changes: readonly Change[]) => {
    for (const change of changes) {
      if (change.doc) current.leads.set(change.id, change.doc);
      else current.leads.delete(change.id);
    }
    current.views.clear();
  };

  const load = async (current: DealerLeads) => {
    const [docs, position] = await Promise.all([loadDealerDocs(store.replicated.leads, current.dealer), readPosition(local, current.dealer, 'leads')]);
    current.pulled ||= position?.caughtUp === true;
    for (const doc of docs as unknown as LeadDocument[]) current.leads.set(doc.id, doc);
    apply(current, current.buffered);
    current.buffered = [];
    current.ready = true;
    flusher.schedule();
  };

  const active = createActiveDealer<DealerLeads>(
    (dealer) => ({ dealer, loaded: Promise.resolve(), ready: false, pulled: false, leads: new Map(), buffered: [], views: new Map() }),
    load,
  );

  const changes: Subscription = store.replicated.leads.eventBulks$.subscribe((bulk) => {
    const byDealer = changesByDealer<Change>(bulk.events, (id, doc) => ({ id, doc: doc as unknown as LeadDocument | null }));
    for (const kept of active.kept()) {
      const list = byDealer.get(kept.dealer);
      if (!list) continue;
      if (!kept.ready) {
        kept.buffered.push(...list);
        continue;
      }
      apply(kept, list);
      if (kept === active.current()) flusher.schedule();
    }
  });

  return {
    async setDealer(dealer) {
      await active.set(dealer);
      // A dealer kept in memory answers at once: nothing loads, so the subscribers are served here.
      flusher.schedule();
    },
    subscribe: subscribers.subscribe,
    update: subscribers.update,
    remove: subscribers.remove,
    async lead(id) {
      const current = await active.settled();
      return current?.leads.get(id) ?? null;
    },
    pulled(dealer) {
      if (active.pulled(dealer)) flusher.schedule();
    },
    close() {
      changes.unsubscribe();
      flusher.close();
      subscribers.clear();
    },
  };
}
