import { isBooked, type BookedAppointment } from '../calendar/appointment.ts';
import { calendarEntry, UNKNOWN_USER_TEXT } from '../calendar/calendarEntry.ts';
import { addDays } from '../time/days.ts';
import { zonedTimeToUtc } from '../time/zonedClock.ts';
import type { CustomerRecord } from '../customers/customerRecord.ts';
import { dateTimeText } from '../time/dateTimeText.ts';
import { isOutreachMessage, messageFailure, type OutreachMessage } from '../outreach/outreachMessage.ts';
import type { ActivityRow, ActivitySortColumn, ActivityTotals, Dashboard, DashboardInput, DashboardQuery, DashboardUser, RankedUser } from './dashboard.ts';
import { clampedPage, customerSalespeople } from './dashboardScope.ts';

/** Activities a page (spec 001 §9). */
export const ACTIVITY_PAGE_SIZE = 10;
/** How many of the ranked users the side panel shows. */
export const TOP_USERS = 10;
export const NO_ACTIVITIES_TEXT = 'No activities made yet for this week';

/** An activity before its page is cut: sorted by its instant, its date text made only for the rows shown. */
type Activity = Omit<ActivityRow, 'date'> & { at: number; created_at: string };

/** What an activity's own document says (its user is settled apart). */
type ActivityFields = Omit<Activity, 'at' | 'user'>;

type Person = { subject: CustomerRecord['subject']; id: string };

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const compareIds = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const personHref = (person: Person) => (person.subject === 'customer' ? `/customer/${person.id}/activity` : `/prospect/${person.id}/activity`);

/** Orders activities by a column (the date by its instant), ties by id, both in the sort's direction. */
function compareActivities(by: ActivitySortColumn, order: 'asc' | 'desc'): (a: Activity, b: Activity) => number {
  const direction = order === 'asc' ? 1 : -1;
  const byColumn = by === 'date' ? (a: Activity, b: Activity) => a.at - b.at : (a: Activity, b: Activity) => collator.compare(a[by], b[by]);
  return (a, b) => (byColumn(a, b) || compareIds(a, b)) * direction;
}

/** The first instant of the start day and the first instant after the end day, at the dealer. */
function rangeInstants(query: DashboardQuery, timeZone: string): { from: number; to: number } {
  return {
    from: zonedTimeToUtc(`${query.start_date}T00:00:00`, timeZone).getTime(),
    to: zonedTimeToUtc(`${addDays(query.end_date, 1)}T00:00:00`, timeZone).getTime(),
  };
}

/**
 * Who a message is counted for. An outbound one: its writer. An inbound one (written by nobody, user 0): the
 * customer's salesperson, else (a prospect, an unassigned customer) the writer of the message it answers, else nobody.
 */
function messageUser(message: OutreachMessage, salespeople: ReadonlyMap<string, number | null>, writers: () => ReadonlyMap<string, number>): number | null {
  if (message.message.direction === 'outbound') return message.user_id;
  const salesperson = message.subject === 'customer' ? salespeople.get(message.customer_id) : undefined;
  if (salesperson != null) return salesperson;
  return message.message.reply_to === null ? null : (writers().get(message.message.reply_to) ?? null);
}

/**
 * The Recent Activity tab (spec 001 §2.1, docs/dashboard.md): the e-mails and texts exchanged with customers and
 * prospects, their notes and the appointments booked here, made in the dealer's days start_date..end_date, for the
 * user filter; sorted and cut to the page, with the totals of each type and the users ranked by their activities.
 */
export function recentActivity(input: DashboardInput, query: DashboardQuery): Dashboard['activity'] {
  const { from, to } = rangeInstants(query, input.timeZone);
  const users = new Map(input.users.map((user) => [user.id, user]));
  const salespeople = customerSalespeople(input);
  // Who wrote each message, looked up only when a received message has no salesperson to count for.
  let writers: Map<string, number> | null = null;
  const writersOf = () =>
    (writers ??= new Map(
      input.records.filter((record) => isOutreachMessage(record) && record.message.direction === 'outbound').map((record) => [record.id, record.user_id]),
    ));

  const counts = new Map<DashboardUser, number>();
  const activities: Activity[] = [];
  /** Counts an activity in range for its user's rank (whatever the filter); keeps it when it passes the user filter. */
  const take = (at: number, userId: number | null, make: () => ActivityFields) => {
    const user = userId === null ? undefined : users.get(userId);
    if (user) counts.set(user, (counts.get(user) ?? 0) + 1);
    if (query.user !== null && userId !== query.user) return;
    activities.push({ ...make(), at, user: user?.name ?? UNKNOWN_USER_TEXT });
  };
  const inRange = (createdAt: string) => {
    const at = Date.parse(createdAt);
    return at >= from && at < to ? at : null;
  };

  for (const record of input.records) {
    const message = isOutreachMessage(record) ? record : null;
    // The log's other lines (status, salesperson, vehicle, opt-in) are no activity; a failed message was never exchanged.
    if (message === null ? record.kind !== 'note' : messageFailure(message) !== null) continue;
    const at = inRange(record.created_at);
    if (at === null) continue;
    take(at, message ? messageUser(message, salespeople, writersOf) : record.user_id, () => recordActivity(record, input));
  }
  for (const appointment of input.appointments) {
    if (!isBooked(appointment)) continue;
    const at = inRange(appointment.created_at);
    if (at === null) continue;
    take(at, appointment.created_by, () => appointmentActivity(appointment, input));
  }

  activities.sort(compareActivities(query.activity_order_by, query.activity_order));
  const { page, first } = clampedPage(activities.length, ACTIVITY_PAGE_SIZE, query.activity_page);
  // Only the page's rows get their date text: formatting in a time zone is the costly step.
  const rows = activities
    .slice(first, first + ACTIVITY_PAGE_SIZE)
    .map(({ at: _at, created_at, ...row }): ActivityRow => ({ ...row, date: dateTimeText(created_at, input.timeZone) }));
  return { rows, total: activities.length, page, totals: activityTotals(activities), users: rankedUsers(counts) };
}

function recordActivity(record: CustomerRecord, input: DashboardInput): ActivityFields {
  const person: Person = { subject: record.subject, id: record.customer_id };
  const message = isOutreachMessage(record) ? record : null;
  return {
    id: record.id,
    type: message === null ? 'Note' : message.kind === 'email' ? 'Email' : 'Text',
    name: input.person(person.subject, person.id) ?? UNKNOWN_USER_TEXT,
    created_at: record.created_at,
    direction: message?.message.direction === 'inbound' ? 'RECEIVED' : 'SENT',
    href: personHref(person),
  };
}

/** An appointment booked here, named as the calendar names it; an event with nobody opens the calendar at its day. */
function appointmentActivity(appointment: BookedAppointment, input: DashboardInput): ActivityFields {
  const person: Person | null =
    appointment.customer_id !== null
      ? { subject: 'customer', id: appointment.customer_id }
      : appointment.prospect_id !== null
        ? { subject: 'prospect', id: appointment.prospect_id }
        : null;
  return {
    id: appointment.id,
    type: 'Appointment',
    name: calendarEntry(appointment, person && input.person(person.subject, person.id), null).name,
    created_at: appointment.created_at,
    direction: 'SENT',
    href: person ? personHref(person) : `/calendar?date=${appointment.appointment_at.slice(0, 10)}`,
  };
}

function activityTotals(activities: readonly Activity[]): ActivityTotals {
  const totals: ActivityTotals = { email: 0, text: 0, appointment: 0, note: 0 };
  const keys = { Email: 'email', Text: 'text', Appointment: 'appointment', Note: 'note' } as const;
  for (const activity of activities) totals[keys[activity.type]]++;
  return totals;
}

/** The dealer's users with activities in range, most first, ties by name; rank 1.. in that order; the top TOP_USERS. */
function rankedUsers(counts: ReadonlyMap<DashboardUser, number>): RankedUser[] {
  return [...counts]
    .sort(([a, aCount], [b, bCount]) => bCount - aCount || collator.compare(a.name, b.name) || a.id - b.id)
    .slice(0, TOP_USERS)
    .map(([user, activities], index) => ({ id: user.id, token: user.token, name: user.name, rank: index + 1, activities, href: `/user/${user.token}` }));
}
