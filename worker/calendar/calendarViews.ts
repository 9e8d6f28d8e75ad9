import type { StoredAppointment } from '../../domain/calendar/appointment.ts';
import { calendarPersonName } from '../../domain/calendar/calendarEntry.ts';
import { calendarTitle, calendarUsers, calendarView, inCalendar, type CalendarQuery } from '../../domain/calendar/calendarView.ts';
import type { CalendarState } from '../api.ts';
import { createDealerDocs } from '../lists/dealerDocs.ts';
import type { DealerUserList } from '../lists/dealerUserList.ts';
import { createFlushScheduler } from '../lists/flushScheduler.ts';
import type { Store } from '../store/database.ts';
import type { LocalState } from '../store/localState.ts';
import { deliver } from '../subscriptions.ts';

type Subscriber = { query: CalendarQuery; callback: (state: CalendarState) => void; version: number };

/**
 * The calendars open in the pages (spec 000 §2): the active dealer's appointments held in memory and kept current
 * from the store's change stream (a colleague's booking, pulled after a live poke, reaches an open calendar in a
 * frame), each calendar answered with calendarView, the function GET /calendar answers with too.
 */
export type CalendarViews = {
  setDealer(dealer: string | null): Promise<void>;
  subscribe(id: number, query: CalendarQuery, callback: (state: CalendarState) => void): Promise<void>;
  update(id: number, query: CalendarQuery): Promise<void>;
  remove(id: number): void;
  /** One entry of the active dealer, null when it has none by this id. */
  appointment(id: string): Promise<StoredAppointment | null>;
  /** The appointments of a dealer were pulled from the server to the end: an empty week is empty, not loading. */
  pulled(dealer: string): void;
  close(): void;
};

export function createCalendarViews(deps: { store: Store; local: LocalState; users: DealerUserList }): CalendarViews {
  const { store, local, users } = deps;
  const subscribers = new Map<number, Subscriber>();

  /** The names of the customers and prospects of these entries, read by key from the store. */
  const personNames = async (dealer: string, entries: readonly StoredAppointment[]) => {
    const customerIds = new Set<string>();
    const prospectIds = new Set<string>();
    for (const entry of entries) {
      if (entry.customer_id !== null) customerIds.add(entry.customer_id);
      if (entry.source === 'booked' && entry.prospect_id !== null) prospectIds.add(entry.prospect_id);
    }
    const read = async (collection: 'customers' | 'prospects', ids: Set<string>) => {
      if (ids.size === 0) return new Map<string, string>();
      const docs = await store.docs.byIds(collection, dealer, ids);
      const names = new Map<string, string>();
      for (const person of docs) names.set(person.id, calendarPersonName(person));
      return names;
    };
    const [customers, prospects] = await Promise.all([read('customers', customerIds), read('prospects', prospectIds)]);
    return (entry: StoredAppointment) => {
      if (entry.customer_id !== null) return customers.get(entry.customer_id) ?? null;
      return entry.source === 'booked' && entry.prospect_id !== null ? (prospects.get(entry.prospect_id) ?? null) : null;
    };
  };

  const serve = async (subscriber: Subscriber) => {
    const current = active.current();
    if (!current?.ready) return;
    const version = ++subscriber.version;
    const { query } = subscriber;
    const title = calendarTitle(query);
    const shown = [...current.docs.values()].filter((appointment) => inCalendar(appointment, query, title));
    if (shown.length === 0 && !current.pulled) {
      deliver(subscriber.callback, { status: 'loading' });
      return;
    }
    const person = await personNames(current.dealer, shown);
    // A newer query or change was served while the names were read: this answer is stale.
    if (version !== subscriber.version || active.current() !== current) return;
    const view = calendarView(shown, query, { person, user: (id) => users.userName(id) }, calendarUsers(users.current(), query.user));
    deliver(subscriber.callback, { status: 'ready', view });
  };

  const serveAll = () => {
    for (const subscriber of subscribers.values()) void serve(subscriber);
  };
  const flusher = createFlushScheduler(serveAll);
  const active = createDealerDocs({ store, local, collection: 'appointments', onChanged: () => flusher.schedule() });
  const stopUsers = users.listen(() => flusher.schedule());

  return {
    async setDealer(dealer) {
      await active.set(dealer);
      flusher.schedule();
    },
    async subscribe(id, query, callback) {
      const subscriber: Subscriber = { query, callback, version: 0 };
      subscribers.set(id, subscriber);
      await serve(subscriber);
    },
    async update(id, query) {
      const subscriber = subscribers.get(id);
      if (!subscriber) return;
      subscriber.query = query;
      await serve(subscriber);
    },
    remove(id) {
      subscribers.delete(id);
    },
    async appointment(id) {
      const current = await active.settled();
      return current?.docs.get(id) ?? null;
    },
    pulled(dealer) {
      if (active.pulled(dealer)) flusher.schedule();
    },
    close() {
      active.close();
      flusher.close();
      stopUsers();
      subscribers.clear();
    },
  };
}
