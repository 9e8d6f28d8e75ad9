import { describe, expect, it } from 'vitest';
import type { StoredAppointment } from './appointment.ts';
import { calendarTitleText, calendarView, dayAndTimeText } from './calendarView.ts';

const dms = (id: string, at: string, type: 'Service' | 'General', status: 'open' | 'closed' | 'missed', customer = 'c1'): StoredAppointment => ({
  id, dealer: 'D', customer_id: customer, vehicle_id: null, appointment_at: at, appointment_type: type, status, note: '',
});
const booked = (id: string, at: string, person: { customer?: string; prospect?: string }, user: number | null, note = ''): StoredAppointment => ({
  id, dealer: 'D', source: 'booked', customer_id: person.customer ?? null, prospect_id: person.prospect ?? null, vehicle_id: null,
  appointment_at: at, appointment_type: 'General', status: null, note, user_id: user, confirmation: false, created_by: 1,
  created_at: '2026-11-20T00:00:00Z', updated_at: '2026-11-20T00:00:00Z',
});

const appointments: StoredAppointment[] = [
  dms('s1', '2026-11-23T08:30:00', 'Service', 'open'),
  dms('s2', '2026-11-23T07:30:00', 'Service', 'missed'),
  dms('g1', '2026-11-24T10:00:00', 'General', 'closed'),
  booked('b1', '2026-11-26T07:00:00', { customer: 'c2' }, 5, 'Test drive'),
  booked('b2', '2026-11-26T07:00:00', { prospect: 'p1' }, 6),
  booked('e1', '2026-11-28T16:00:00', {}, null, 'Staff meeting\nBring numbers'),
  booked('out', '2026-11-29T09:00:00', { customer: 'c2' }, 5),
];
const names = {
  person: (a: StoredAppointment) => ({ c1: 'Ann Lee', c2: 'Bob Roy' } as Record<string, string>)[a.customer_id ?? ''] ?? (a.source === 'booked' && a.prospect_id === 'p1' ? 'Pat Doe' : null),
  user: (id: number) => (id === 5 ? 'Sam Sales' : null),
};
const week = (type: 'all' | 'appt' | 'event' | 'service', user: number | null = null) =>
  calendarView(appointments, { start: '2026-11-22', days: 7, type, user }, names, []);

describe('calendar view', () => {
  it('lays out seven day columns with their entries in time order and the range around them', () => {
    const view = week('all');
    expect(view.dates.map((day) => day.date)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    expect(view.dates[0]!.label).toBe('Sun, Nov 22');
    expect(view.title).toEqual({ start_date: '2026-11-22', end_date: '2026-11-28', next_date: '2026-11-29', previous_date: '2026-11-15' });
    expect(view.dates[1]!.entries.map((entry) => entry.id)).toEqual(['s2', 's1']);
    expect(view.dates[4]!.entries.map((entry) => [entry.id, entry.name])).toEqual([['b1', 'Bob Roy'], ['b2', 'Pat Doe']]);
    expect(view.dates.flatMap((day) => day.entries).length).toBe(6);
  });

  it('tags entries by the display rules: Open, Missed, Closed by flag, otherwise APPT with a person and EVENT without', () => {
    const entries = Object.fromEntries(week('all').dates.flatMap((day) => day.entries).map((entry) => [entry.id, entry]));
    expect([entries.s1!.tag, entries.s2!.tag, entries.g1!.tag, entries.b1!.tag, entries.b2!.tag, entries.e1!.tag]).toEqual(['Open', 'Missed', 'Closed', 'APPT', 'APPT', 'EVENT']);
    expect([entries.s1!.type_label, entries.g1!.type_label, entries.b1!.type_label, entries.e1!.type_label]).toEqual(['Service', 'Appt', 'Appt', 'Event']);
    expect([entries.s1!.title, entries.b1!.title, entries.e1!.title]).toEqual(['Service Appointment', 'Appointment', 'Event']);
    expect(entries.e1!.name).toBe('Staff meeting');
    expect(entries.b1!.time).toBe('7:00 AM');
    expect(entries.e1!.time).toBe('4:00 PM');
    expect(entries.b1!.user_name).toBe('Sam Sales');
    expect(entries.b2!.user_name).toBe('Unknown');
    expect(entries.b2!.description).toBe('No Note / Description Provided');
    expect(entries.s1!.service_status).toBe('Open');
    expect(entries.b1!.service_status).toBeNull();
    expect([entries.s1!.editable, entries.g1!.editable, entries.b1!.editable]).toEqual([false, false, true]);
  });

  it('filters by type tab and user', () => {
    const ids = (view: ReturnType<typeof week>) => view.dates.flatMap((day) => day.entries.map((entry) => entry.id));
    expect(ids(week('service'))).toEqual(['s2', 's1']);
    expect(ids(week('appt'))).toEqual(['g1', 'b1', 'b2']);
    expect(ids(week('event'))).toEqual(['e1']);
    expect(ids(week('all', 5))).toEqual(['b1']);
  });

  it('titles a week, a week across months and years, and one day', () => {
    expect(calendarTitleText({ start_date: '2026-11-22', end_date: '2026-11-28' })).toBe('November 22 - 28, 2026');
    expect(calendarTitleText({ start_date: '2026-11-29', end_date: '2026-12-05' })).toBe('November 29 - December 5, 2026');
    expect(calendarTitleText({ start_date: '2026-12-27', end_date: '2027-01-02' })).toBe('December 27, 2026 - January 2, 2027');
    expect(calendarTitleText({ start_date: '2026-11-25', end_date: '2026-11-25' })).toBe('Wednesday, November 25, 2026');
  });
});

describe('an entry day and time', () => {
  it('gives the day in full, then the time when there is one', () => {
    expect(dayAndTimeText('2026-11-26', '7:00 AM')).toBe('Thursday, November 26, 2026 7:00 AM');
    expect(dayAndTimeText('2026-11-26', '')).toBe('Thursday, November 26, 2026');
  });
});
