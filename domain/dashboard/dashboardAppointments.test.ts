import { describe, expect, it } from 'vitest';
import type { StoredAppointment } from '../calendar/appointment.ts';
import { opportunityRow } from '../opportunityList/opportunityRowFixture.ts';
import type { DashboardInput, DashboardQuery } from './dashboard.ts';
import { dashboardAppointments } from './dashboardAppointments.ts';
import { dashboardInput, dashboardQuery } from './dashboardFixtures.ts';

const dms = (id: string, at: string, type: 'Service' | 'Sales', status: 'open' | 'closed' | 'missed', customer: string, note = ''): StoredAppointment => ({
  id, dealer: 'D', customer_id: customer, vehicle_id: null, appointment_at: at, appointment_type: type, status, note,
});
const booked = (id: string, at: string, person: { customer?: string; prospect?: string }, user: number | null, note = ''): StoredAppointment => ({
  id, dealer: 'D', source: 'booked', customer_id: person.customer ?? null, prospect_id: person.prospect ?? null, vehicle_id: null,
  appointment_at: at, appointment_type: 'General', status: null, note, user_id: user, confirmation: false, created_by: 1,
  created_at: '2026-11-20T00:00:00Z', updated_at: '2026-11-20T00:00:00Z',
});

const people: Record<string, string> = { 'customer:c1': 'Ann Lee', 'customer:c2': 'Bob Roy', 'prospect:p1': 'Pat Doe' };

const input = (appointments: StoredAppointment[]): DashboardInput =>
  dashboardInput({
    opportunities: [
      opportunityRow({ id: 'equity:v1', type: 'equity', customer_id: 'c1' }),
      opportunityRow({ id: 'equity:v2', type: 'equity', customer_id: 'c1' }),
      opportunityRow({ id: 'leasing:v1', type: 'leasing', customer_id: 'c1' }),
      opportunityRow({ id: 'cash:v3', type: 'cash', customer_id: 'c2' }),
      opportunityRow({ id: 'warranty:v9', type: 'warranty', customer_id: 'c9' }),
    ],
    appointments,
    person: (subject, id) => people[`${subject}:${id}`] ?? null,
    users: [
      { id: 5, token: 't5', name: 'Sam Sales' },
      { id: 6, token: 't6', name: 'Kim Boss' },
    ],
  });

/** The week of Sunday 22 to Saturday 28 November 2026. */
const query = (overrides: Partial<DashboardQuery> = {}): DashboardQuery => dashboardQuery({ start_date: '2026-11-22', end_date: '2026-11-28', ...overrides });

const week = [
  booked('before', '2026-11-21T10:00:00', { customer: 'c1' }, 5),
  booked('first', '2026-11-22T08:00:00', { customer: 'c1' }, 5, 'Trade appraisal'),
  booked('prospect', '2026-11-26T09:00:00', { prospect: 'p1' }, 6),
  booked('at-now', '2026-11-26T09:30:00', { customer: 'c2' }, null),
  dms('last', '2026-11-28T17:00:00', 'Sales', 'open', 'c2'),
  booked('after', '2026-11-29T08:00:00', { customer: 'c1' }, 5),
  booked('event', '2026-11-26T12:00:00', {}, 5, 'Staff meeting'),
  dms('s-open', '2026-11-26T08:00:00', 'Service', 'open', 'c1'),
  dms('s-missed', '2026-11-26T07:30:00', 'Service', 'missed', 'c2'),
  dms('s-tomorrow', '2026-11-27T08:00:00', 'Service', 'closed', 'c1'),
  dms('s-closed', '2026-11-26T11:00:00', 'Service', 'closed', 'c2', 'Brakes'),
];

describe('dashboard appointments', () => {
  it('lists the sales appointments of the range in time order, done before now, NEXT UP at now, LATER after', () => {
    const { sales } = dashboardAppointments(input(week), query());
    expect(sales.map((row) => [row.id, row.marker])).toEqual([
      ['first', 'done'],
      ['prospect', 'done'],
      ['at-now', 'NEXT UP'],
      ['last', 'LATER'],
    ]);
    expect(sales[0]).toEqual({
      id: 'first',
      name: 'Ann Lee',
      type: 'Appt',
      ops: ['UPGRADE', 'LEASING'],
      date: '2026-11-22',
      time: '8:00 AM',
      user: 'Sam Sales',
      marker: 'done',
      note: 'Trade appraisal',
      href: '/customer/c1/overview',
    });
    expect(sales[1]).toMatchObject({ name: 'Pat Doe', ops: [], user: 'Kim Boss', href: '/prospect/p1/overview' });
    expect(sales[2]).toMatchObject({ name: 'Bob Roy', ops: ['CASH CONVERSION'], user: 'Unknown', time: '9:30 AM' });
    expect(sales[3]).toMatchObject({ type: 'Sales', date: '2026-11-28', time: '5:00 PM', user: 'Unknown', href: '/customer/c2/overview' });
  });

  it("lists today's service appointments with their status, description and the customer's service section", () => {
    const { service } = dashboardAppointments(input(week), query());
    expect(service).toEqual([
      { id: 's-missed', name: 'Bob Roy', time: '7:30 AM', user: 'Unknown', status: 'Missed', description: 'No Note / Description Provided', href: '/customer/c2/service' },
      { id: 's-open', name: 'Ann Lee', time: '8:00 AM', user: 'Unknown', status: 'Open', description: 'No Note / Description Provided', href: '/customer/c1/service' },
      { id: 's-closed', name: 'Bob Roy', time: '11:00 AM', user: 'Unknown', status: 'Closed', description: 'Brakes', href: '/customer/c2/service' },
    ]);
  });

  it('keeps the entries booked for the chosen user; DMS entries name no user and show under All only', () => {
    const mine = dashboardAppointments(input(week), query({ user: 5 }));
    expect(mine.sales.map((row) => row.id)).toEqual(['first']);
    expect(mine.service).toEqual([]);
    expect(dashboardAppointments(input(week), query({ user: 6 })).sales.map((row) => row.id)).toEqual(['prospect']);
  });

  it("keeps the DMS's entries with the chosen user's customers", () => {
    const owned = { ...input(week), customers: [{ id: 'c1', user_id: 5, deleted_at: null }, { id: 'c2', user_id: 6, deleted_at: null }] };
    const five = dashboardAppointments(owned, query({ user: 5 }));
    expect(five.sales.map((row) => row.id)).toEqual(['first']);
    expect(five.service.map((row) => row.id)).toEqual(['s-open']);
    const six = dashboardAppointments(owned, query({ user: 6 }));
    expect(six.sales.map((row) => row.id)).toEqual(['prospect', 'last']);
    expect(six.service.map((row) => row.id)).toEqual(['s-missed', 's-closed']);
  });

  it('marks every appointment done once now is past them, and the first one NEXT UP before them all', () => {
    const late = dashboardAppointments(input(week), query({ now: '2026-11-29T07:00:00' }));
    expect(late.sales.map((row) => row.marker)).toEqual(['done', 'done', 'done', 'done']);
    expect(late.service).toEqual([]);
    const early = dashboardAppointments(input(week), query({ now: '2026-11-20T07:00:00' }));
    expect(early.sales.map((row) => row.marker)).toEqual(['NEXT UP', 'LATER', 'LATER', 'LATER']);
  });

  it('gives empty lists for a range and a day without appointments', () => {
    expect(dashboardAppointments(input(week), query({ start_date: '2026-12-01', end_date: '2026-12-31', now: '2026-12-02T09:00:00' }))).toEqual({ sales: [], sales_total: 0, sales_page: 1, service: [], service_total: 0, service_page: 1 });
  });

  it('pages the sales list 15 a page, opening on the page that holds NEXT UP unless a page is asked for', () => {
    // 20 appointments on 2026-11-23, one an hour from 00:00 to 19:00 (ids a00..a19); now is 17:30, so a18 is NEXT UP.
    const day = Array.from({ length: 20 }, (_, hour) => booked(`a${String(hour).padStart(2, '0')}`, `2026-11-23T${String(hour).padStart(2, '0')}:00:00`, { customer: 'c1' }, 5));
    const at = { start_date: '2026-11-23', end_date: '2026-11-23', now: '2026-11-23T17:30:00' };
    const opened = dashboardAppointments(input(day), query(at));
    expect(opened.sales_total).toBe(20);
    expect(opened.sales_page).toBe(2);
    expect(opened.sales.map((row) => row.id)).toEqual(['a15', 'a16', 'a17', 'a18', 'a19']);
    expect(opened.sales.map((row) => row.marker)).toEqual(['done', 'done', 'done', 'NEXT UP', 'LATER']);
    const first = dashboardAppointments(input(day), query({ ...at, appointments_page: 1 }));
    expect(first.sales_page).toBe(1);
    expect(first.sales.map((row) => row.id)).toEqual(['a00', 'a01', 'a02', 'a03', 'a04', 'a05', 'a06', 'a07', 'a08', 'a09', 'a10', 'a11', 'a12', 'a13', 'a14']);
    expect(dashboardAppointments(input(day), query({ ...at, appointments_page: 9 })).sales_page).toBe(2);
    const past = dashboardAppointments(input(day), query({ ...at, now: '2026-11-24T08:00:00' }));
    expect(past.sales_page).toBe(1);
  });

  it("pages today's service appointments 15 a page", () => {
    // 17 service visits today at 07:00, 07:01 ... 07:16 (ids s00..s16).
    const visits = Array.from({ length: 17 }, (_, minute) => dms(`s${String(minute).padStart(2, '0')}`, `2026-11-26T07:${String(minute).padStart(2, '0')}:00`, 'Service', 'open', 'c1'));
    const second = dashboardAppointments(input(visits), query({ service_page: 2 }));
    expect(second.service_total).toBe(17);
    expect(second.service_page).toBe(2);
    expect(second.service.map((row) => row.id)).toEqual(['s15', 's16']);
    expect(dashboardAppointments(input(visits), query()).service.length).toBe(15);
  });
});
