import type { StoredAppointment } from '../calendar/appointment.ts';
import { calendarEntry, entryKind, type CalendarEntry, type EntryKind } from '../calendar/calendarEntry.ts';
import { countCustomerOpportunities } from '../customers/customerOpportunities.ts';
import { listPaging } from '../lists/listPaging.ts';
import { OPPORTUNITY_TYPE_LABELS } from '../opportunityList/opportunityListType.ts';
import type { Dashboard, DashboardInput, DashboardQuery, SalesAppointmentRow, ServiceAppointmentRow } from './dashboard.ts';
import { memoOf } from './dashboardMemo.ts';
import { clampedPage, customerSalespeople, inDayRange } from './dashboardScope.ts';

/** The lists' empty texts (spec 001 §2.1, §8). */
export const NO_SALES_APPOINTMENTS_TEXT = 'No appointments made yet for this week';
export const NO_SERVICE_APPOINTMENTS_TEXT = 'No service appointments for today';

const appointmentAt = (appointment: StoredAppointment) => appointment.appointment_at;
const byTimeThenId = (a: StoredAppointment, b: StoredAppointment) =>
  a.appointment_at < b.appointment_at ? -1 : a.appointment_at > b.appointment_at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** A calendar tab's entries (appt: with a customer or prospect, not Service; service) in time order, once per array. */
function entriesOf(input: DashboardInput, kind: EntryKind): StoredAppointment[] {
  return memoOf(input.appointments, `entries:${kind}`, () => input.appointments.filter((appointment) => entryKind(appointment) === kind).sort(byTimeThenId));
}

/** The customer's or prospect's name an appointment is with, as the lists show it. */
function personName(input: DashboardInput, appointment: StoredAppointment): string | null {
  if (appointment.customer_id !== null) return input.person('customer', appointment.customer_id);
  if (appointment.source === 'booked' && appointment.prospect_id !== null) return input.person('prospect', appointment.prospect_id);
  return null;
}

/** Whether an entry is the user's: booked for them, or from the DMS with one of their customers; All keeps every one. */
function userFilter(input: DashboardInput, user: number | null): (appointment: StoredAppointment) => boolean {
  if (user === null) return () => true;
  return (appointment) => {
    if (appointment.source === 'booked') return appointment.user_id === user;
    return appointment.customer_id !== null && customerSalespeople(input).get(appointment.customer_id) === user;
  };
}

const collator = new Intl.Collator('en');

/** Time order, then the person's name (read only for entries at the same time), then id. */
function sortByTimeAndName(input: DashboardInput, entries: StoredAppointment[]): StoredAppointment[] {
  const names = new Map<StoredAppointment, string>();
  const nameOf = (appointment: StoredAppointment) => {
    let name = names.get(appointment);
    if (name === undefined) {
      name = personName(input, appointment) ?? '';
      names.set(appointment, name);
    }
    return name;
  };
  return entries.sort((a, b) => (a.appointment_at === b.appointment_at ? collator.compare(nameOf(a), nameOf(b)) || byTimeThenId(a, b) : byTimeThenId(a, b)));
}

const personHref = (entry: CalendarEntry): string | null => {
  if (entry.customer_id !== null) return `/customer/${encodeURIComponent(entry.customer_id)}/overview`;
  if (entry.prospect_id !== null) return `/prospect/${encodeURIComponent(entry.prospect_id)}/overview`;
  return null;
};

/** The labels of a customer's open opportunities (one per type, in the lists' type order); counted once per array. */
function opsOf(input: DashboardInput): (customerId: string | null) => string[] {
  const counts = memoOf(input.opportunities, 'customer-opportunities', () => countCustomerOpportunities(input.opportunities));
  return (customerId) => (customerId === null ? [] : counts.of(customerId).map((chip) => OPPORTUNITY_TYPE_LABELS[chip.type]));
}

/**
 * The APPOINTMENTS tab (spec 001 §2.1, docs/dashboard.md). Sales: the calendar's APPT entries (not Service, with a
 * customer or prospect) on the days of the range, for the user filter, in time order, marked done before now, NEXT UP
 * for the first at or after now, LATER after it; 15 a page, the page holding NEXT UP unless one is asked for. Service:
 * the Service entries of the dealer's today (the day of now), 15 a page. A user filter keeps the entries booked for that user and
 * the DMS's entries (which name no user) with that user's customers, so a salesperson sees the visits of their own book.
 * Only the rows shown are made into calendar entries: a month of a large dealer holds thousands.
 */
export function dashboardAppointments(input: DashboardInput, query: DashboardQuery): Dashboard['appointments'] {
  const mine = userFilter(input, query.user);
  const today = query.now.slice(0, 10);
  const sales = sortByTimeAndName(input, inDayRange(entriesOf(input, 'appt'), query, appointmentAt).filter(mine));
  const service = sortByTimeAndName(input, inDayRange(entriesOf(input, 'service'), { start_date: today, end_date: today }, appointmentAt).filter(mine));
  const userNames = new Map(input.users.map((user) => [user.id, user.name]));
  const entryOf = (appointment: StoredAppointment) => {
    const userId = appointment.source === 'booked' ? appointment.user_id : null;
    return calendarEntry(appointment, personName(input, appointment), userId === null ? null : (userNames.get(userId) ?? null));
  };

  const nextUp = sales.findIndex((appointment) => appointment.appointment_at >= query.now);
  const requested = query.appointments_page ?? (nextUp < 0 ? 1 : listPaging.pageOf(nextUp));
  const { page, first } = clampedPage(sales.length, listPaging.pageSize, requested);
  const shown = sales.slice(first, first + listPaging.pageSize).map(entryOf);
  const ops = opsOf(input);
  const serviceAt = clampedPage(service.length, listPaging.pageSize, query.service_page);
  return {
    sales: shown.map(
      (entry, at): SalesAppointmentRow => ({
        id: entry.id,
        name: entry.name,
        type: entry.type_label,
        ops: ops(entry.customer_id),
        date: entry.date,
        time: entry.time,
        user: entry.user_name,
        marker: first + at === nextUp ? 'NEXT UP' : entry.appointment_at < query.now ? 'done' : 'LATER',
        note: entry.note,
        href: personHref(entry),
      }),
    ),
    sales_total: sales.length,
    sales_page: page,
    service: service.slice(serviceAt.first, serviceAt.first + listPaging.pageSize).map(entryOf).map(
      (entry): ServiceAppointmentRow => ({
        id: entry.id,
        name: entry.name,
        time: entry.time,
        user: entry.user_name,
        status: entry.tag === 'EVENT' ? 'APPT' : entry.tag,
        description: entry.description,
        href: entry.customer_id === null ? null : `/customer/${encodeURIComponent(entry.customer_id)}/service`,
      }),
    ),
    service_total: service.length,
    service_page: serviceAt.page,
  };
}
