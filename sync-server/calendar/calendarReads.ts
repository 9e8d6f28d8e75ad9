import type { StoredAppointment } from '../../domain/calendar/appointment.ts';
import { calendarPersonName } from '../../domain/calendar/calendarEntry.ts';
import { calendarUsers, calendarView, type CalendarQuery, type CalendarView } from '../../domain/calendar/calendarView.ts';
import { addDays } from '../../domain/time/days.ts';
import type { DealerUser } from '../../domain/dealers/dealerUsers.ts';
import { offeredUsers } from '../../domain/dealers/offeredUsers.ts';
import type { CollectionName, Doc } from '../../domain/events/collections.ts';
import { displayName } from '../../domain/session/sessionUser.ts';
import type { Queryable } from '../db/database.ts';
import { readLiveDoc, readProjectionRows } from '../events/projectionTables.ts';
import { loadDealerSettings } from '../opportunities/loadMiningInput.ts';

/** The dealer's time zone, from its settings (the default one until it has settings). */
export async function dealerTimeZone(db: Queryable, dealer: string): Promise<string> {
  return (await loadDealerSettings(db, dealer)).config.dealer_timezone;
}

/** The dealer's users as every client of it replicates them (refs of kind "user"), inactive ones too, A to Z. */
export async function readDealerUsers(db: Queryable, dealer: string): Promise<DealerUser[]> {
  const rows = await db.query<{ doc: DealerUser }>("SELECT doc FROM refs WHERE dealer = $1 AND NOT deleted AND doc->>'kind' = 'user'", [dealer]);
  return rows.map((row) => row.doc).sort((a, b) => displayName(a).localeCompare(displayName(b)) || a.user_id - b.user_id);
}

/** The users an appointment can be for: the dealer's users who can still sign in (offeredUsers). */
export const bookableUsers = (users: readonly DealerUser[]) => offeredUsers(users).map(({ user }) => user);

/** One live entry of the dealer's calendar (booked here or imported), null when there is none by this id. */
export async function readAppointment(db: Queryable, dealer: string, id: string): Promise<StoredAppointment | null> {
  return readLiveDoc(db, 'appointments', dealer, id);
}

/** Whether the dealer has a live document of this id in a collection. */
export async function hasLiveDoc(db: Queryable, collection: CollectionName, dealer: string, id: string): Promise<boolean> {
  const [row] = await readProjectionRows(db, collection, dealer, [id]);
  return Boolean(row && !row.deleted);
}

async function personNames(db: Queryable, collection: 'customers' | 'prospects', dealer: string, ids: Set<string>): Promise<Map<string, string>> {
  const rows = await readProjectionRows(db, collection, dealer, [...ids]);
  const live = rows.filter((row) => !row.deleted);
  return new Map(live.map((row) => [row.id, calendarPersonName(row.doc as Doc & { first_name: string; last_name: string })]));
}

/**
 * GET /calendar's view: the dealer's appointments whose wall time falls in the query's days (read by that range),
 * named after their customers and prospects and users, through the calendar view the worker builds too.
 */
export async function loadCalendar(db: Queryable, dealer: string, query: CalendarQuery): Promise<CalendarView> {
  const rows = await db.query<{ doc: StoredAppointment }>(
    `SELECT doc FROM appointments WHERE dealer = $1 AND NOT deleted
       AND (doc->>'appointment_at') COLLATE "C" >= $2 AND (doc->>'appointment_at') COLLATE "C" < $3`,
    [dealer, query.start, addDays(query.start, query.days)],
  );
  const appointments = rows.map((row) => row.doc);
  const customerIds = new Set(appointments.flatMap((appointment) => (appointment.customer_id === null ? [] : [appointment.customer_id])));
  const prospectIds = new Set(appointments.flatMap((appointment) => (appointment.source === 'booked' && appointment.prospect_id !== null ? [appointment.prospect_id] : [])));
  const [customers, prospects, users] = await Promise.all([
    personNames(db, 'customers', dealer, customerIds),
    personNames(db, 'prospects', dealer, prospectIds),
    readDealerUsers(db, dealer),
  ]);
  const userNames = new Map(users.map((user) => [user.user_id, displayName(user)]));
  const person = (appointment: StoredAppointment) => {
    if (appointment.customer_id !== null) return customers.get(appointment.customer_id) ?? null;
    return appointment.source === 'booked' && appointment.prospect_id !== null ? (prospects.get(appointment.prospect_id) ?? null) : null;
  };
  return calendarView(appointments, query, { person, user: (id) => userNames.get(id) ?? null }, calendarUsers(users, query.user));
}
