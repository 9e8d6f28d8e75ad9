import type { LeadDocument } from '../../domain/leads/leadDocument.ts';
import { compareLeads, leadPredicate } from '../../domain/leads/leadList.ts';
import type { LeadListQuery, ListWindow } from '../api.ts';
import { createDealerDocs, type DealerDocs } from '../lists/dealerDocs.ts';
import { createFlushScheduler } from '../lists/flushScheduler.ts';
import { keptView } from '../lists/keptView.ts';
import { createListSubscribers } from '../lists/listSubscribers.ts';
import { sendWindow, sliceWindow, type WindowSubscriber } from '../lists/liveWindow.ts';
import type { Store } from '../store/database.ts';
import type { LocalState } from '../store/localState.ts';

type Subscriber = WindowSubscriber<LeadListQuery, LeadDocument>;

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


export function createLeadLists(deps: { store: Store; local: LocalState }): LeadLists {
  const { store, local } = deps;

  const viewOf = (current: DealerDocs<LeadDocument>, query: LeadListQuery): LeadDocument[] =>
    keptView(current.views, JSON.stringify(query.filter), () => [...current.docs.values()].filter(leadPredicate(query.filter)).sort(compareLeads));

  const serve = (subscriber: Subscriber) => {
    const current = active.current();
    if (!current?.ready) return;
    const rows = viewOf(current, subscriber.query);
    sendWindow(subscriber, sliceWindow(rows, subscriber.query, rows.length, rows.length === 0 && !current.pulled));
  };

  const subscribers = createListSubscribers<LeadListQuery, LeadDocument>(serve);
  const flusher = createFlushScheduler(() => subscribers.serveAll());

  const active = createDealerDocs({ store, local, collection: 'leads', onChanged: () => flusher.schedule() });

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
      return current?.docs.get(id) ?? null;
    },
    pulled(dealer) {
      if (active.pulled(dealer)) flusher.schedule();
    },
    close() {
      active.close();
      flusher.close();
      subscribers.clear();
    },
  };
}
