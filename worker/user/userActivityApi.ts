import type { Subscription } from 'rxjs';
import { isBooked, type BookedAppointment } from '../../domain/calendar/appointment.ts';
import { calendarPersonName } from '../../domain/calendar/calendarEntry.ts';
import { userActivityRows, type UserActivity } from '../../domain/users/userActivity.ts';
import type { UserActivityState } from '../api.ts';
import { watchedView, type ViewParts } from '../api/viewApi.ts';
import { deliver } from '../subscriptions.ts';
import type { WorkerCore } from '../workerCore.ts';

/** The collections a user's activity is read from: a change of the dealer's documents in them reads it again. */
const WATCHED = ['appointments', 'activities', 'customers', 'prospects'] as const;
/** Changes arrive in bursts (a first sync writes thousands of customers): one read per burst. */
const COALESCE_MS = 150;

/** The active customers of a dealer assigned to a user, from the customer lists' index of that dealer. */
async function assignedCustomers(c: WorkerCore, dealer: string, userId: number): Promise<number> {
  let count = 0;
  for (const customer of (await c.customers.index(dealer)).rows()) {
    if (customer.user_id === userId && customer.deleted_at === null) count += 1;
  }
  return count;
}

/** A user's activity at a dealer from the local store: booked entries for them, records by or assigned to them. */
async function readUserActivity(c: WorkerCore, dealer: string, userId: number): Promise<UserActivity> {
  const [booked, records, count, customers, prospects] = await Promise.all([
    c.store.docs.where('appointments', dealer, (doc): doc is BookedAppointment => isBooked(doc) && doc.user_id === userId),
    c.store.docs.where('activities', dealer, (doc) => doc.user_id === userId || (doc.kind === 'assign' && doc.assigned_to === userId)),
    assignedCustomers(c, dealer, userId),
    c.store.docs.docs('customers', dealer),
    c.store.docs.docs('prospects', dealer),
  ]);
  const nameOf = (person: Parameters<typeof calendarPersonName>[0] | undefined) => (person ? calendarPersonName(person) : null);
  const rows = userActivityRows(userId, booked, records, {
    customer: (id) => nameOf(customers.get(id)),
    prospect: (id) => nameOf(prospects.get(id)),
  });
  return { assigned_customers: count, rows };
}

/**
 * Delivers a user's activity at the active dealer, then again after every change of the dealer's appointments,
 * records, customers or prospects; answers the stop.
 */
function watchUserActivity(c: WorkerCore, userId: number, callback: (state: UserActivityState) => void): () => void {
  const dealer = c.sessions.current()?.user.dealer.token ?? null;
  let stopped = false;
  let running = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = async () => {
    if (!dealer || stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      const activity = await readUserActivity(c, dealer, userId);
      if (!stopped) deliver(callback, { status: 'ready', activity });
    } catch (error) {
      console.error('reading a user activity failed', error);
    } finally {
      running = false;
      if (again) {
        again = false;
        schedule();
      }
    }
  };
  const schedule = () => {
    if (timer || stopped) return;
    timer = setTimeout(() => {
      timer = null;
      void run();
    }, COALESCE_MS);
  };
  const watching: Subscription[] = WATCHED.map((collection) =>
    c.store.docs.changes(collection).subscribe((bulk) => {
      if (bulk.dealer === dealer) schedule();
    }),
  );
  deliver(callback, { status: 'loading' });
  void run();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    for (const subscription of watching) subscription.unsubscribe();
  };
}

/** The user page's view: a user's activity at the active dealer, live. */
export const userActivityViews: ViewParts<'userActivity'> = {
  userActivity: watchedView((c, userId, deliver) => watchUserActivity(c, userId, deliver)),
};
