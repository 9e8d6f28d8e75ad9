import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../sync-server/context.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { bookedEvent, postForm, pushEvents, seedCalendar, type CalendarPeople } from './support/calendarWorld.ts';
import { DEALER, addNamedUser, bearer, getAs, useListsTestWorld } from './support/listsTestApp.ts';

type Entry = { id: string; kind: string; tag: string; name: string; time: string; user_name: string; description: string; editable: boolean };
type Calendar = {
  dates: { date: string; label: string; entries: Entry[] }[];
  title: { start_date: string; end_date: string; next_date: string; previous_date: string };
  users: { id: number; token: string; first_name: string; last_name: string }[];
  times: { value: string; label: string }[];
};

const DATE_MESSAGE = 'You must select a date and time for your appointment / event.';

describe.each(testDatabases())('the calendar calls on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  let people: CalendarPeople;

  beforeEach(async () => {
    app = await world.reset();
    people = await seedCalendar(world);
  });

  const create = async (fields: Record<string, string>) => {
    const response = await postForm(app, people.seller, '/appointment/create', fields);
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: string }).id;
  };
  const calendar = async (query: string) => {
    const response = await getAs(app, people.seller, `/calendar?token=${DEALER}&${query}`);
    return { status: response.status, body: (await response.json()) as Calendar & { message?: string } };
  };
  const week = 'start_date=2031-11-23&end_date=2031-11-29';
  const entriesOf = (view: Calendar) => view.dates.flatMap((day) => day.entries.map((entry) => `${day.date} ${entry.time} ${entry.tag} ${entry.name}`));

  it('refuses a date and time already past at the dealer, or none, with the spec’s message', async () => {
    for (const appointment_time of ['2020-03-02 07:00:00', 'tomorrow', '2031-02-30 07:00:00', '2031-13-01 07:00:00', '2031-11-27 25:00:00', '']) {
      const response = await postForm(app, people.seller, '/appointment/create', { customer_id: 'C1', appointment_time });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: 'error', message: DATE_MESSAGE });
    }
    const missing = await postForm(app, people.seller, '/appointment/create', { customer_id: 'C1' });
    expect(await missing.json()).toEqual({ status: 'error', message: DATE_MESSAGE });
  });

  it('refuses a booking with a customer and a prospect, and an inactive or unknown customer', async () => {
    const both = await postForm(app, people.seller, '/appointment/create', { customer_id: 'C1', prospect_id: 'P1', appointment_time: '2031-11-27 07:00:00' });
    expect(both.status).toBe(400);
    expect(await both.json()).toEqual({ status: 'error', message: 'An appointment is with a customer or a prospect, not both.' });
    const unknown = await postForm(app, people.seller, '/appointment/create', { customer_id: 'NOPE', appointment_time: '2031-11-27 07:00:00' });
    expect(unknown.status).toBe(409);
    expect(await unknown.json()).toEqual({ message: 'This customer does not exist.' });
    await postForm(app, people.seller, '/customers/delete', { customer_id: 'C2' });
    const inactive = await postForm(app, people.seller, '/appointment/create', { customer_id: 'C2', appointment_time: '2031-11-27 07:00:00' });
    expect(inactive.status).toBe(409);
    expect(await inactive.json()).toEqual({ message: 'This customer is inactive: mark them active first.' });
  });

  it('updates a booked entry (a kept time may have passed), then deletes it; a second delete finds nothing', async () => {
    const id = await create({ user_id: String(people.seller.id), customer_id: 'C1', appointment_time: '2031-11-27 07:00:00', note: 'Test drive' });
    const updated = await postForm(app, people.seller, '/appointment/update', {
      id, user_id: String(people.colleague.id), customer_id: 'C1', appointment_time: '2031-11-28T10:15:00', note: 'Test drive, then appraisal',
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toEqual({ status: 'success', message: 'The appointment was updated successfully' });
    const [entry] = (await calendar(week)).body.dates.find((day) => day.date === '2031-11-28')!.entries;
    expect(entry).toMatchObject({ id, time: '10:15 AM', tag: 'APPT', name: 'Dana Tremblay', user_name: 'Cleo Chan', description: 'Test drive, then appraisal', editable: true });

    const past = bookedEvent(people.seller, { id: 'PAST-1', customer_id: 'C1', appointment_at: '2020-01-02T07:00:00', note: 'Old' });
    await pushEvents(app, people.seller, [past]);
    const kept = await postForm(app, people.seller, '/appointment/update', { id: 'PAST-1', appointment_time: '2020-01-02 07:00:00', note: 'Old, noted' });
    expect(await kept.json()).toEqual({ status: 'success', message: 'The appointment was updated successfully' });
    const moved = await postForm(app, people.seller, '/appointment/update', { id: 'PAST-1', appointment_time: '2020-01-03 07:00:00' });
    expect(moved.status).toBe(400);
    expect(await moved.json()).toEqual({ status: 'error', message: DATE_MESSAGE });

    const deleted = await postForm(app, people.seller, '/appointment/delete', { id });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ status: 'success', message: 'The appointment was deleted successfully' });
    expect(entriesOf((await calendar(week)).body)).toEqual(['2031-11-25 9:30 AM Open Dana Tremblay']);
    const again = await postForm(app, people.seller, '/calendar/delete', { id });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'This appointment / event no longer exists.' });
    const oldOne = await postForm(app, people.seller, '/calendar/delete', { id: 'PAST-1' });
    expect(oldOne.status).toBe(200);
  });

  it('refuses to edit or delete an appointment from the DMS', async () => {
    for (const [path, body] of [
      ['/calendar/delete', { id: 'A800' }],
      ['/appointment/delete', { id: 'A800' }],
      ['/appointment/update', { id: 'A800', appointment_time: '2031-11-26 09:30:00' }],
    ] as const) {
      const response = await postForm(app, people.seller, path, body);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ message: 'Appointments from the DMS cannot be edited or deleted.' });
    }
    expect(entriesOf((await calendar(week)).body)).toEqual(['2031-11-25 9:30 AM Open Dana Tremblay']);
  });

  it('answers the days of a range with their entries, the type tabs and the user filter', async () => {
    await create({ user_id: String(people.seller.id), customer_id: 'C1', appointment_time: '2031-11-27 07:00:00' });
    await create({ user_id: String(people.colleague.id), appointment_time: '2031-11-27 12:00:00', note: 'Staff meeting\nBring coffee' });
    await create({ user_id: String(people.seller.id), prospect_id: 'P1', appointment_time: '2031-11-29 16:45:00' });
    await create({ customer_id: 'C1', appointment_time: '2031-11-30 07:00:00' });

    const { status, body } = await calendar(week);
    expect(status).toBe(200);
    expect(body.title).toEqual({ start_date: '2031-11-23', end_date: '2031-11-29', next_date: '2031-11-30', previous_date: '2031-11-16' });
    expect(body.dates.map((day) => day.label)).toEqual(['Sun, Nov 23', 'Mon, Nov 24', 'Tue, Nov 25', 'Wed, Nov 26', 'Thu, Nov 27', 'Fri, Nov 28', 'Sat, Nov 29']);
    expect(entriesOf(body)).toEqual([
      '2031-11-25 9:30 AM Open Dana Tremblay',
      '2031-11-27 7:00 AM APPT Dana Tremblay',
      '2031-11-27 12:00 PM EVENT Staff meeting',
      '2031-11-29 4:45 PM APPT Jane Doe',
    ]);
    expect(body.users.map(({ id, first_name, last_name }) => ({ id, first_name, last_name }))).toEqual([
      { id: people.seller.id, first_name: 'Bob', last_name: 'Brown' },
      { id: people.colleague.id, first_name: 'Cleo', last_name: 'Chan' },
    ]);
    expect(body.users.map((user) => user.token)).toEqual([people.seller.token, people.colleague.token]);
    expect(body.times).toHaveLength(96);
    expect(body.times.slice(0, 2)).toEqual([{ value: '00:00', label: '12:00 AM' }, { value: '00:15', label: '12:15 AM' }]);
    expect(body.times).toContainEqual({ value: '19:30', label: '7:30 PM' });

    expect(entriesOf((await calendar(`${week}&type=service`)).body)).toEqual(['2031-11-25 9:30 AM Open Dana Tremblay']);
    expect(entriesOf((await calendar(`${week}&type=event`)).body)).toEqual(['2031-11-27 12:00 PM EVENT Staff meeting']);
    expect(entriesOf((await calendar(`${week}&type=appt`)).body)).toEqual(['2031-11-27 7:00 AM APPT Dana Tremblay', '2031-11-29 4:45 PM APPT Jane Doe']);
    expect(entriesOf((await calendar(`${week}&user=${people.colleague.id}`)).body)).toEqual(['2031-11-27 12:00 PM EVENT Staff meeting']);
    expect(entriesOf((await calendar(`${week}&type=appt&user=${people.seller.id}`)).body)).toHaveLength(2);
    expect(entriesOf((await calendar(`${week}&user=all&type=all`)).body)).toHaveLength(4);
    const day = await calendar('start_date=2031-11-30&end_date=2031-11-30');
    expect(day.body.title).toEqual({ start_date: '2031-11-30', end_date: '2031-11-30', next_date: '2031-12-01', previous_date: '2031-11-29' });
    expect(entriesOf(day.body)).toEqual(['2031-11-30 7:00 AM APPT Dana Tremblay']);
  });

  it('answers at most 42 days, and refuses a bad range, type or user', async () => {
    const sixWeeks = await calendar('start_date=2031-11-01&end_date=2031-12-12');
    expect(sixWeeks.status).toBe(200);
    expect(sixWeeks.body.dates).toHaveLength(42);
    const longer = await calendar('start_date=2031-11-01&end_date=2031-12-13');
    expect(longer.status).toBe(400);
    expect(longer.body).toEqual({ message: 'The calendar shows at most 42 days at once.' });
    expect((await calendar('start_date=2031-11-29&end_date=2031-11-23')).body).toEqual({ message: 'end_date must not be before start_date.' });
    expect((await calendar(`${week}&type=meetings`)).body).toEqual({ message: 'type must be one of all, appt, event, service.' });
    expect((await calendar(`${week}&user=bob`)).body).toEqual({ message: 'user must be a user id, or all.' });
    expect((await calendar('start_date=2031-13-01')).body).toEqual({ message: 'start_date must be a day (YYYY-MM-DD).' });
  });

  it('lists the users an appointment can be for, not those who can no longer sign in; a colleague’s e-mail only with User Management', async () => {
    await addNamedUser(world, { email: 'gone@a.test', first: 'Gus', last: 'Gone', dealers: [DEALER], admin: 2 });
    const response = await getAs(app, people.seller, `/appointment/users?token=${DEALER}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      users: [
        { id: people.seller.id, first_name: 'Bob', last_name: 'Brown', email: 'bob@a.test' },
        { id: people.colleague.id, first_name: 'Cleo', last_name: 'Chan' },
      ],
    });
  });

  it('refuses a user of another dealer, and a booking for them', async () => {
    const outsider = await postForm(app, people.stranger, '/appointment/create', { customer_id: 'C1', appointment_time: '2031-11-27 07:00:00' });
    expect(outsider.status).toBe(403);
    expect(await outsider.json()).toEqual({ message: 'You do not belong to this dealer.' });
    expect((await getAs(app, people.stranger, `/calendar?token=${DEALER}`)).status).toBe(403);
    expect((await getAs(app, people.stranger, `/appointment/users?token=${DEALER}`)).status).toBe(403);
    expect((await postForm(app, people.stranger, '/calendar/delete', { id: 'A800' })).status).toBe(403);
    const forOutsider = await postForm(app, people.seller, '/appointment/create', { user_id: String(people.stranger.id), appointment_time: '2031-11-27 07:00:00' });
    expect(forOutsider.status).toBe(409);
    expect(await forOutsider.json()).toEqual({ message: 'This user does not belong to the dealer.' });
  });

  it('takes a JSON body as well', async () => {
    const response = await app.request(`/appointment/create?token=${DEALER}`, {
      method: 'POST',
      headers: { ...(await bearer(people.seller)), 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: people.seller.id, customer_id: 'C1', appointment_time: '2031-11-27T07:00:00', note: 'By JSON', confirmation: false }),
    });
    expect(response.status).toBe(200);
    const [entry] = (await calendar(week)).body.dates.find((day) => day.date === '2031-11-27')!.entries;
    expect(entry).toMatchObject({ time: '7:00 AM', name: 'Dana Tremblay', user_name: 'Bob Brown', description: 'By JSON' });
  });
});
