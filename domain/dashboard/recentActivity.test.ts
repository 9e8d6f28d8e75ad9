import { describe, expect, it } from 'vitest';
import type { BookedAppointment, StoredAppointment } from '../calendar/appointment.ts';
import type { CustomerRecord } from '../customers/customerRecord.ts';
import type { MessageFields, OutreachMessage } from '../outreach/outreachMessage.ts';
import type { ActivitySortColumn, DashboardInput } from './dashboard.ts';
import { NO_ACTIVITIES_TEXT, recentActivity } from './recentActivity.ts';
import { dashboardInput, dashboardQuery } from './dashboardFixtures.ts';

const ANA = { id: 1, token: 'tok-ana', name: 'Ana Lima' };
const BO = { id: 2, token: 'tok-bo', name: 'Bo Chen' };
const CY = { id: 3, token: 'tok-cy', name: 'Cy Diaz' };

const fields: MessageFields = {
  channel: 'email',
  direction: 'outbound',
  status: 'sent',
  error: '',
  email_subject: 'Your trade',
  body: 'Hello',
  html: '',
  to_address: 'dana@mail.test',
  from_address: 'sales@dealer.test',
  mailbox_id: null,
  external_id: '',
  reply_to: null,
  consent_override: false,
};

function note(id: string, created_at: string, user_id: number, person = 'c1', subject: CustomerRecord['subject'] = 'customer'): CustomerRecord {
  return { id, dealer: 'D1', subject, customer_id: person, kind: 'note', content: 'Called back', user_id, created_at, updated_at: created_at };
}

function message(id: string, created_at: string, user_id: number, change: Partial<MessageFields> = {}, person = 'c1', subject: CustomerRecord['subject'] = 'customer'): OutreachMessage {
  const kind = change.channel ?? 'email';
  return { ...note(`msg:${id}`, created_at, user_id, person, subject), kind, message: { ...fields, ...change } };
}

function booked(id: string, created_at: string, created_by: number, change: Partial<BookedAppointment> = {}): BookedAppointment {
  return {
    id,
    dealer: 'D1',
    source: 'booked',
    customer_id: 'c1',
    prospect_id: null,
    vehicle_id: null,
    appointment_at: '2026-11-20T10:00:00',
    appointment_type: 'General',
    status: null,
    note: '',
    user_id: created_by,
    confirmation: false,
    created_by,
    created_at,
    updated_at: created_at,
    ...change,
  };
}

const names: Record<string, string> = { 'customer:c1': 'Dana Tremblay', 'customer:c2': 'Eli Roy', 'customer:c3': 'Finn Olsen', 'prospect:p1': 'Gail Park' };

function input(records: CustomerRecord[], appointments: StoredAppointment[] = [], timeZone = 'America/Toronto'): DashboardInput {
  return dashboardInput({
    customers: [
      { id: 'c1', user_id: BO.id, deleted_at: null },
      { id: 'c2', user_id: null, deleted_at: null },
      { id: 'c3', user_id: CY.id, deleted_at: null },
    ],
    appointments,
    records,
    person: (subject, id) => names[`${subject}:${id}`] ?? null,
    users: [ANA, BO, CY],
    timeZone,
  });
}

const query = dashboardQuery;

describe('recent activity: what counts, in the dealer days', () => {
  it('takes a record by its day at the dealer: 2026-11-01T03:30Z is 2026-10-31 23:30 in Toronto', () => {
    const records = [
      note('n1', '2026-11-01T03:30:00.000Z', ANA.id),
      note('n2', '2026-10-31T03:59:00.000Z', ANA.id), // 2026-10-30 23:59 in Toronto
      note('n3', '2026-11-01T04:00:00.000Z', ANA.id), // 2026-11-01 00:00 in Toronto
    ];
    const activity = recentActivity(input(records), query({ start_date: '2026-10-31', end_date: '2026-10-31' }));
    expect(activity.rows).toEqual([
      { id: 'n1', type: 'Note', name: 'Dana Tremblay', date: '2026-10-31 23:30', direction: 'SENT', user: 'Ana Lima', href: '/customer/c1/activity' },
    ]);
    expect(activity.total).toBe(1);
    const inUtc = recentActivity(input(records, [], 'UTC'), query({ start_date: '2026-10-31', end_date: '2026-10-31' }));
    expect(inUtc.rows.map((row) => row.id)).toEqual(['n2']);
  });

  it('lists e-mails, texts, notes and appointments booked here, with their direction, user and link', () => {
    const at = '2026-11-10T15:00:00.000Z'; // 10:00 in Toronto
    const records: CustomerRecord[] = [
      message('e1', at, ANA.id),
      // Received from a customer: counted for the customer's salesperson (Bo).
      message('t1', '2026-11-10T15:01:00.000Z', 0, { channel: 'text', direction: 'inbound', status: 'received' }),
      // Received from a prospect, answering Ana's text: counted for Ana.
      message('t2', '2026-11-10T15:02:00.000Z', ANA.id, { channel: 'text' }, 'p1', 'prospect'),
      message('t3', '2026-11-10T15:03:00.000Z', 0, { channel: 'text', direction: 'inbound', status: 'received', reply_to: 'msg:t2' }, 'p1', 'prospect'),
      // Received from an unassigned customer, answering nothing: nobody's.
      message('e2', '2026-11-10T15:04:00.000Z', 0, { direction: 'inbound', status: 'received' }, 'c2'),
      // A failed e-mail was never exchanged; status and salesperson lines are no activity.
      message('e3', at, ANA.id, { status: 'failed', error: 'Mailbox refused' }),
      { ...note('s1', at, ANA.id), kind: 'status', content: 'Marked inactive' },
      { ...note('a1', at, ANA.id), kind: 'assign', content: 'Salesperson set', assigned_to: BO.id },
      note('n1', '2026-11-10T15:05:00.000Z', CY.id, 'p1', 'prospect'),
      note('n2', '2026-11-10T15:06:00.000Z', CY.id, 'gone'),
    ];
    const appointments: StoredAppointment[] = [
      booked('ap1', '2026-11-10T15:07:00.000Z', BO.id, { user_id: CY.id }),
      booked('ap2', '2026-11-10T15:08:00.000Z', BO.id, { customer_id: null, note: 'Staff meeting\nbring numbers' }),
      booked('ap3', '2026-11-10T15:09:00.000Z', BO.id, { customer_id: null, prospect_id: 'p1' }),
      { id: 'dms1', dealer: 'D1', customer_id: 'c1', vehicle_id: null, appointment_at: '2026-11-10T09:00:00', appointment_type: 'Service', status: 'open', note: '' },
    ];
    const activity = recentActivity(input(records, appointments), query({ activity_order: 'asc' }));
    expect(activity.rows).toEqual([
      { id: 'msg:e1', type: 'Email', name: 'Dana Tremblay', date: '2026-11-10 10:00', direction: 'SENT', user: 'Ana Lima', href: '/customer/c1/activity' },
      { id: 'msg:t1', type: 'Text', name: 'Dana Tremblay', date: '2026-11-10 10:01', direction: 'RECEIVED', user: 'Bo Chen', href: '/customer/c1/activity' },
      { id: 'msg:t2', type: 'Text', name: 'Gail Park', date: '2026-11-10 10:02', direction: 'SENT', user: 'Ana Lima', href: '/prospect/p1/activity' },
      { id: 'msg:t3', type: 'Text', name: 'Gail Park', date: '2026-11-10 10:03', direction: 'RECEIVED', user: 'Ana Lima', href: '/prospect/p1/activity' },
      { id: 'msg:e2', type: 'Email', name: 'Eli Roy', date: '2026-11-10 10:04', direction: 'RECEIVED', user: 'Unknown', href: '/customer/c2/activity' },
      { id: 'n1', type: 'Note', name: 'Gail Park', date: '2026-11-10 10:05', direction: 'SENT', user: 'Cy Diaz', href: '/prospect/p1/activity' },
      { id: 'n2', type: 'Note', name: 'Unknown', date: '2026-11-10 10:06', direction: 'SENT', user: 'Cy Diaz', href: '/customer/gone/activity' },
      { id: 'ap1', type: 'Appointment', name: 'Dana Tremblay', date: '2026-11-10 10:07', direction: 'SENT', user: 'Bo Chen', href: '/customer/c1/activity' },
      { id: 'ap2', type: 'Appointment', name: 'Staff meeting', date: '2026-11-10 10:08', direction: 'SENT', user: 'Bo Chen', href: '/calendar?date=2026-11-20' },
      { id: 'ap3', type: 'Appointment', name: 'Gail Park', date: '2026-11-10 10:09', direction: 'SENT', user: 'Bo Chen', href: '/prospect/p1/activity' },
    ]);
    expect(activity.total).toBe(10);
    expect(activity.totals).toEqual({ email: 2, text: 3, appointment: 3, note: 2 });
  });

  it('has nothing in an empty range, and says so in the spec words', () => {
    const activity = recentActivity(input([note('n1', '2026-10-10T15:00:00.000Z', ANA.id)]), query());
    expect(activity).toEqual({ rows: [], total: 0, page: 1, totals: { email: 0, text: 0, appointment: 0, note: 0 }, users: [] });
    expect(NO_ACTIVITIES_TEXT).toBe('No activities made yet for this week');
  });
});

describe('recent activity: sorting, paging and the user filter', () => {
  // Four activities whose columns each order them differently.
  const records: CustomerRecord[] = [
    note('r1', '2026-11-03T15:00:00.000Z', CY.id, 'c2'), // Note, Eli Roy, Nov 3, SENT, Cy Diaz
    message('r2', '2026-11-01T15:00:00.000Z', 0, { channel: 'text', direction: 'inbound', status: 'received' }, 'c3'), // Text, Finn Olsen, Nov 1, RECEIVED, Cy Diaz
    message('r3', '2026-11-04T15:00:00.000Z', ANA.id, {}, 'p1', 'prospect'), // Email, Gail Park, Nov 4, SENT, Ana Lima
  ];
  const appointments = [booked('r4', '2026-11-02T15:00:00.000Z', BO.id)]; // Appointment, Dana Tremblay, Nov 2, SENT, Bo Chen
  const order = (by: ActivitySortColumn, direction: 'asc' | 'desc') =>
    recentActivity(input(records, appointments), query({ activity_order_by: by, activity_order: direction })).rows.map((row) => row.id);

  it('sorts by each column, both ways, ties by id', () => {
    expect(order('type', 'asc')).toEqual(['r4', 'msg:r3', 'r1', 'msg:r2']);
    expect(order('type', 'desc')).toEqual(['msg:r2', 'r1', 'msg:r3', 'r4']);
    expect(order('name', 'asc')).toEqual(['r4', 'r1', 'msg:r2', 'msg:r3']);
    expect(order('name', 'desc')).toEqual(['msg:r3', 'msg:r2', 'r1', 'r4']);
    expect(order('date', 'asc')).toEqual(['msg:r2', 'r4', 'r1', 'msg:r3']);
    expect(order('date', 'desc')).toEqual(['msg:r3', 'r1', 'r4', 'msg:r2']);
    // RECEIVED before SENT; the three SENT by id ('msg:r3' < 'r1' < 'r4').
    expect(order('direction', 'asc')).toEqual(['msg:r2', 'msg:r3', 'r1', 'r4']);
    expect(order('direction', 'desc')).toEqual(['r4', 'r1', 'msg:r3', 'msg:r2']);
    // Ana, Bo, Cy (two: by id).
    expect(order('user', 'asc')).toEqual(['msg:r3', 'r4', 'msg:r2', 'r1']);
    expect(order('user', 'desc')).toEqual(['r1', 'msg:r2', 'r4', 'msg:r3']);
  });

  it('sorts the date by the instant, not by its text', () => {
    // 1:30 AM Nov 1 happens twice in Toronto: EDT (05:30Z) then EST (06:30Z); the later one has the same text.
    const twice = [note('b', '2026-11-01T06:30:00.000Z', ANA.id), note('a', '2026-11-01T05:45:00.000Z', ANA.id)];
    const rows = recentActivity(input(twice), query({ activity_order: 'asc' })).rows;
    expect(rows.map((row) => [row.id, row.date])).toEqual([
      ['a', '2026-11-01 01:45'],
      ['b', '2026-11-01 01:30'],
    ]);
  });

  it('shows 10 a page; a page past the last shows the last, one before the first shows the first', () => {
    const many = Array.from({ length: 23 }, (_, index) => note(`n${String(index + 1).padStart(2, '0')}`, `2026-11-05T15:${String(index).padStart(2, '0')}:00.000Z`, ANA.id));
    const page = (activity_page: number) => recentActivity(input(many), query({ activity_order: 'asc', activity_page }));
    expect(page(1).rows.map((row) => row.id)).toEqual(['n01', 'n02', 'n03', 'n04', 'n05', 'n06', 'n07', 'n08', 'n09', 'n10']);
    expect(page(3)).toMatchObject({ page: 3, total: 23 });
    expect(page(3).rows.map((row) => row.id)).toEqual(['n21', 'n22', 'n23']);
    expect(page(9)).toMatchObject({ page: 3, total: 23 });
    expect(page(0).page).toBe(1);
    expect(page(0).rows[0]!.id).toBe('n01');
  });

  it('keeps one user\'s activities (a received message is their customer\'s), their totals, and ranks every user', () => {
    const activity = recentActivity(input(records, appointments), query({ user: CY.id }));
    expect(activity.rows.map((row) => row.id)).toEqual(['r1', 'msg:r2']);
    expect(activity.total).toBe(2);
    expect(activity.totals).toEqual({ email: 0, text: 1, appointment: 0, note: 1 });
    expect(activity.users.map((user) => [user.rank, user.name, user.activities])).toEqual([
      [1, 'Cy Diaz', 2],
      [2, 'Ana Lima', 1],
      [3, 'Bo Chen', 1],
    ]);
  });
});

describe('recent activity: the ranked users', () => {
  it('ranks users by their activities in range, ties by name, only users with one, linking by token', () => {
    const records = [
      note('1', '2026-11-05T15:00:00.000Z', CY.id),
      note('2', '2026-11-05T15:00:00.000Z', CY.id),
      note('3', '2026-11-05T15:00:00.000Z', BO.id),
      note('4', '2026-11-05T15:00:00.000Z', BO.id),
      note('5', '2026-11-05T15:00:00.000Z', BO.id),
      note('6', '2026-10-05T15:00:00.000Z', ANA.id), // out of range
      note('7', '2026-11-05T15:00:00.000Z', 99), // not a user of the dealer: Unknown, not ranked
    ];
    const AL = { id: 4, token: 'tok-al', name: 'Al Stone' };
    records.push(note('8', '2026-11-06T15:00:00.000Z', AL.id), note('9', '2026-11-06T15:00:00.000Z', AL.id));
    expect(recentActivity({ ...input(records), users: [ANA, BO, CY, AL] }, query()).users).toEqual([
      { id: 2, token: 'tok-bo', name: 'Bo Chen', rank: 1, activities: 3, href: '/user/tok-bo' },
      { id: 4, token: 'tok-al', name: 'Al Stone', rank: 2, activities: 2, href: '/user/tok-al' },
      { id: 3, token: 'tok-cy', name: 'Cy Diaz', rank: 3, activities: 2, href: '/user/tok-cy' },
    ]);
  });

  it('shows the top 10', () => {
    const staff = Array.from({ length: 12 }, (_, index) => ({ id: 10 + index, token: `t${index}`, name: `User ${String(index).padStart(2, '0')}` }));
    const records = staff.map((user) => note(`n${user.id}`, '2026-11-05T15:00:00.000Z', user.id));
    const users = recentActivity({ ...input(records), users: staff }, query()).users;
    expect(users.map((user) => user.name)).toEqual(['User 00', 'User 01', 'User 02', 'User 03', 'User 04', 'User 05', 'User 06', 'User 07', 'User 08', 'User 09']);
    expect(users.at(-1)!.rank).toBe(10);
  });
});
