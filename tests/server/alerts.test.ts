import type { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../../domain/events/envelope.ts';
import { ADMIN, ROLE } from '../../domain/session/roles.ts';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { customerRecord } from '../support/dmsRecords.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { bookedEvent, postForm, pushEvents, setTimeZone, userEvent } from './support/calendarWorld.ts';
import { DEALER, OTHER_DEALER, addImported, addNamedUser, bearer, getAs, signedLink, useListsTestWorld } from './support/listsTestApp.ts';

type Alert = { id: number; type: string; message: string; user: string; user_id: number; date: string; viewed: string; url: string };
type Recent = { alerts: Alert[]; count: number; times: { value: string; label: string }[] };
type History = { alerts: Alert[]; total: number; page: number; current_total: number };

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(testDatabases())('alerts on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  let admin: AuthUser;
  let manager: AuthUser;
  let sam: AuthUser;
  let sue: AuthUser;
  let told: Map<string, number>;
  let listening: (() => void)[] = [];

  beforeEach(async () => {
    app = await world.reset();
    admin = await addNamedUser(world, { email: 'ada@a.test', first: 'Ada', last: 'Admin', dealers: [DEALER], admin: ADMIN.administrator });
    manager = await addNamedUser(world, { email: 'max@a.test', first: 'Max', last: 'Manager', dealers: [DEALER], role: ROLE.salesManager });
    sam = await addNamedUser(world, { email: 'sam@a.test', first: 'Sam', last: 'Seller', dealers: [DEALER], role: ROLE.salesperson });
    sue = await addNamedUser(world, { email: 'sue@a.test', first: 'Sue', last: 'Sales', dealers: [DEALER, OTHER_DEALER], role: ROLE.salesperson });
    await addNamedUser(world, { email: 'ian@a.test', first: 'Ian', last: 'Idle', dealers: [DEALER], role: ROLE.salesperson, admin: ADMIN.inactive });
    await addNamedUser(world, { email: 'olga@b.test', first: 'Olga', last: 'Other', dealers: [OTHER_DEALER], role: ROLE.salesperson });
    await addImported(world, DEALER, 'customer', [customerRecord('C1', 'Tremblay'), customerRecord('C2', 'Roy', { first_name: 'Paul', full_name: 'Paul Roy' })]);
    await setTimeZone(world, 'America/Edmonton');
    told = new Map();
    listening = [admin, manager, sam, sue].map((user) =>
      world.hub.subscribe([], user.token, {
        poke: () => undefined,
        alerts: () => told.set(user.token, (told.get(user.token) ?? 0) + 1),
        drop: () => undefined,
        end: () => undefined,
      }),
    );
  });
  afterEach(() => {
    for (const stop of listening) stop();
  });

  const recent = async (user: AuthUser, dealer = DEALER) => {
    const response = await getAs(app, user, `/platform/${user.token}/alerts?token=${dealer}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Recent;
  };
  const history = async (user: AuthUser, query = '') => {
    const response = await getAs(app, user, `/alerts?token=${DEALER}${query}`);
    return { status: response.status, body: (await response.json()) as History & { message?: string } };
  };
  const rows = () => world.db.query<{ user_id: number; type: string; source_event: string | null }>('SELECT user_id, type, source_event FROM alerts ORDER BY id');
  const share = async (from: AuthUser, to: AuthUser, message: string) => {
    const response = await app.request(`/share?token=${DEALER}`, {
      method: 'POST',
      headers: { ...(await bearer(from)), 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: to.id, url: '/sold/opportunities?page=1', message, title: 'SHARE SOLD OPPORTUNITIES' }),
    });
    expect(response.status).toBe(200);
  };
  const timesTold = (user: AuthUser) => told.get(user.token) ?? 0;

  it('a share raises an unread alert for its recipient alone, who is told live; the bell call lists it with the unread count', async () => {
    await share(admin, sam, 'Have a look.');
    await expect.poll(() => timesTold(sam)).toBe(1);
    expect(timesTold(admin)).toBe(0);

    const answer = await recent(sam);
    expect(answer.count).toBe(1);
    expect(answer.alerts).toEqual([
      {
        id: expect.any(Number),
        type: 'share',
        message: 'Ada Admin shared sold opportunities with you: Have a look.',
        user: 'Sam Seller',
        user_id: sam.id,
        date: expect.stringMatching(ISO),
        viewed: '',
        url: '/sold/opportunities?page=1',
      },
    ]);
    expect(answer.times[0]).toEqual({ value: '00:00', label: '12:00 AM' });
    expect((await recent(admin)).alerts).toEqual([]);
    expect((await recent(sue, OTHER_DEALER)).alerts).toEqual([]);
  });

  it('the bell call answers for the signed-in user only', async () => {
    const response = await getAs(app, sam, `/platform/${sue.token}/alerts?token=${DEALER}`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'You do not have permission to do this.' });
  });

  it('an appointment booked or updated for another user raises one alert for that user, once per event; none for oneself', async () => {
    const booked = bookedEvent(admin, { id: 'A1', customer_id: 'C1', user_id: sam.id, appointment_at: '2031-11-26T09:30:00' });
    const own = bookedEvent(sam, { id: 'A2', user_id: sam.id, appointment_at: '2031-11-27T07:00:00' });
    expect((await pushEvents(app, admin, [booked])).accepted).toEqual([booked.id]);
    expect((await pushEvents(app, admin, [booked])).accepted).toEqual([booked.id]);
    expect((await pushEvents(app, sam, [own])).accepted).toEqual([own.id]);
    const moved = userEvent(manager, 'appointment.updated', { id: 'A2', user_id: sue.id, appointment_at: '2031-11-28T16:15:00', note: '' });
    expect((await pushEvents(app, manager, [moved])).accepted).toEqual([moved.id]);

    expect(await rows()).toEqual([
      { user_id: sam.id, type: 'appointment', source_event: booked.id },
      { user_id: sue.id, type: 'appointment', source_event: moved.id },
    ]);
    expect((await recent(sam)).alerts.map(({ message, url }) => ({ message, url }))).toEqual([
      { message: 'Ada Admin booked an appointment for you: Dana Tremblay on 2031-11-26 at 9:30 AM', url: '/calendar?booked=2031-11-26' },
    ]);
    expect((await recent(sue)).alerts.map(({ message, url }) => ({ message, url }))).toEqual([
      { message: 'Max Manager updated an event for you: Event on 2031-11-28 at 4:15 PM', url: '/calendar?booked=2031-11-28' },
    ]);
    expect(timesTold(sam)).toBe(1);
  });

  it('a customer or prospect assigned, or customers reassigned, to another user raises one alert for them', async () => {
    const assigned = userEvent(admin, 'customer.assigned', { customer_id: 'C1', user_id: sam.id });
    const self = userEvent(sam, 'customer.assigned', { customer_id: 'C2', user_id: sam.id });
    const reassigned = userEvent(manager, 'customers.reassigned', {
      user_id: sue.id,
      filter: {},
      customer_ids: ['C1', 'C2'],
      opportunity_ids: [],
      customer_type: 'individual',
    });
    await pushEvents(app, admin, [assigned]);
    await pushEvents(app, sam, [self]);
    await pushEvents(app, manager, [reassigned]);

    expect((await recent(sam)).alerts.map(({ type, message, url }) => ({ type, message, url }))).toEqual([
      { type: 'customer', message: 'Ada Admin assigned a customer to you: Dana Tremblay', url: '/customer/C1/overview' },
    ]);
    expect((await recent(sue)).alerts.map(({ type, message, url }) => ({ type, message, url }))).toEqual([
      { type: 'customer', message: 'Max Manager reassigned 2 customers to you', url: '/customers/individual?page=1' },
    ]);
    expect(await rows()).toHaveLength(2);
  });

  it('a lead raises an alert for every active salesperson of the dealer, or for its person’s salesperson; a repeated lead none', async () => {
    const rotated = await app.request(`/settings/leads/intake-key?token=${DEALER}`, { method: 'POST', headers: await bearer(admin) });
    const { key } = (await rotated.json()) as { key: string };
    const send = async (sourceId: string, email: string) => {
      const response = await app.request(`/leads/intake/${key}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          source_id: sourceId,
          type: 'Test Drive',
          category: 'Used',
          first_name: 'Mary',
          last_name: 'Oneil',
          email,
          vehicle: '2019 Toyota RAV4',
          received_at: '2026-11-23T21:04:11Z',
        }),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { prospect_id: string }).prospect_id;
    };

    const prospect = await send('L-1', 'mary@example.ca');
    await send('L-1', 'mary@example.ca');
    const lead = { type: 'lead', message: 'New lead: Mary Oneil: Test Drive, Used, 2019 Toyota RAV4', url: `/leads/${prospect}` };
    for (const user of [sam, sue]) expect((await recent(user)).alerts.map(({ type, message, url }) => ({ type, message, url }))).toEqual([lead]);
    expect((await recent(admin)).alerts).toEqual([]);
    expect((await rows()).map((row) => row.user_id).sort()).toEqual([sam.id, sue.id].sort());

    await pushEvents(app, admin, [userEvent(admin, 'prospect.assigned', { customer_id: prospect, user_id: sue.id })]);
    await send('L-2', 'mary@example.ca');
    expect((await recent(sam)).alerts).toHaveLength(1);
    expect((await recent(sue)).alerts.map((alert) => alert.message)).toEqual([lead.message, 'Ada Admin assigned a prospect to you: Mary Oneil', lead.message]);
  });

  it('marking an alert viewed sets its time once, lowers the count and tells the user’s other browsers; another’s alert is 404', async () => {
    await share(admin, sam, 'One.');
    await share(admin, sam, 'Two.');
    const [newest] = (await recent(sam)).alerts;
    if (!newest) throw new Error('no alert');
    // Each share tells Sam live: both are told before the mark is, whatever the machine's load.
    await expect.poll(() => timesTold(sam)).toBe(2);

    const first = await postForm(app, sam, `/platform/${sam.id}/alerts/set`, { alert_id: String(newest.id) });
    expect(first.status).toBe(200);
    const { viewed } = (await first.json()) as { id: number; viewed: string };
    expect(viewed).toMatch(ISO);
    await expect.poll(() => timesTold(sam)).toBe(3);

    const again = await postForm(app, sam, `/platform/${sam.token}/alerts/set`, { alert_id: String(newest.id) });
    expect(await again.json()).toEqual({ id: newest.id, viewed });
    expect(timesTold(sam)).toBe(3);

    const answer = await recent(sam);
    expect(answer.count).toBe(1);
    expect(answer.alerts.map((alert) => alert.viewed)).toEqual([viewed, '']);
    const [row] = await world.db.query<{ viewed_at: Date | string }>('SELECT viewed_at FROM alerts WHERE id = $1', [newest.id]);
    expect(new Date(row?.viewed_at ?? '').toISOString()).toBe(viewed);

    const stolen = await postForm(app, sue, `/platform/${sue.id}/alerts/set`, { alert_id: String(newest.id) });
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toEqual({ message: 'This alert does not exist.' });
    expect((await postForm(app, sue, `/platform/${sam.id}/alerts/set`, { alert_id: String(newest.id) })).status).toBe(403);
    expect((await postForm(app, sam, `/platform/${sam.id}/alerts/set`, { alert_id: 'x' })).status).toBe(400);
  });

  it('the history shows one’s own alerts; administrators and managers may filter by another user or all users, others may not', async () => {
    await share(admin, sam, 'For Sam.');
    await share(sam, sue, 'For Sue.');
    await share(sue, manager, 'For Max.');

    expect((await history(sam)).body.alerts.map((alert) => alert.message)).toEqual(['Ada Admin shared sold opportunities with you: For Sam.']);
    for (const query of [`&user=${sue.id}`, '&user=all']) {
      expect(await history(sam, query)).toEqual({ status: 403, body: { message: 'You do not have permission to do this.' } });
    }
    expect((await history(sam, `&user=${sam.id}`)).status).toBe(200);

    const everyone = await history(admin, '&user=all');
    expect(everyone.body.total).toBe(3);
    expect(everyone.body.alerts.map((alert) => alert.user)).toEqual(['Max Manager', 'Sue Sales', 'Sam Seller']);
    expect((await history(manager, `&user=${sue.id}`)).body.alerts.map((alert) => alert.message)).toEqual([
      'Sam Seller shared sold opportunities with you: For Sue.',
    ]);
    expect((await history(admin)).body.alerts).toEqual([]);

    const filters = async (user: AuthUser) => (await (await getAs(app, user, `/filter/alerts?token=${DEALER}`)).json()) as { users: { id: number }[] };
    expect(await filters(sam)).toEqual({
      types: [
        { value: 'share', label: 'Share' },
        { value: 'lead', label: 'Lead' },
        { value: 'appointment', label: 'Appointment' },
        { value: 'customer', label: 'Customer' },
        { value: 'message', label: 'Message' },
      ],
      read: [
        { value: 'all', label: 'All' },
        { value: 'unread', label: 'Unread' },
        { value: 'read', label: 'Read' },
      ],
      users: [{ id: sam.id, first_name: 'Sam', last_name: 'Seller' }],
    });
    expect((await filters(admin)).users.map((user) => user.id).sort()).toHaveLength(5);
  });

  it('filters by type and status, and pages 15 at a time', async () => {
    for (let index = 1; index <= 16; index += 1) await share(admin, sam, `Share ${index}.`);
    await pushEvents(app, admin, [userEvent(admin, 'customer.assigned', { customer_id: 'C1', user_id: sam.id })]);
    const [opened] = (await history(sam, '&type=share')).body.alerts;
    await postForm(app, sam, `/platform/${sam.id}/alerts/set`, { alert_id: String(opened?.id) });

    const first = await history(sam);
    expect(first.body).toMatchObject({ total: 17, page: 1, current_total: 15 });
    const second = await history(sam, '&page=2');
    expect(second.body).toMatchObject({ total: 17, page: 2, current_total: 2 });
    expect(second.body.alerts.map((alert) => alert.message)).toEqual([
      'Ada Admin shared sold opportunities with you: Share 2.',
      'Ada Admin shared sold opportunities with you: Share 1.',
    ]);
    expect((await history(sam, '&type=customer')).body.alerts.map((alert) => alert.type)).toEqual(['customer']);
    expect((await history(sam, '&type=Share&status=read')).body.alerts.map((alert) => alert.message)).toEqual([
      'Ada Admin shared sold opportunities with you: Share 16.',
    ]);
    expect((await history(sam, '&status=unread')).body.total).toBe(16);
    expect(await history(sam, '&status=seen')).toEqual({ status: 400, body: { message: 'Please name an alert status: all, unread, read.' } });
    expect(await history(sam, '&type=sms')).toEqual({
      status: 400,
      body: { message: 'Please name an alert type: all, share, lead, appointment, customer, message.' },
    });
  });

  it('exports the view as CSV in the dealer’s time, through a signed link too', async () => {
    await share(admin, sam, 'Call them, "today".');
    await share(admin, sam, '');
    await world.db.query("UPDATE alerts SET created_at = '2026-11-20T15:00:00Z'");
    const [first] = await world.db.query<{ id: number }>('SELECT id FROM alerts ORDER BY id LIMIT 1');
    await world.db.query("UPDATE alerts SET viewed_at = '2026-11-21T02:30:00Z' WHERE id = $1", [first?.id]);

    const path = `/alerts?token=${DEALER}&export=1`;
    const response = await getAs(app, sam, path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="alerts-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await response.text();
    expect(csv.split('\r\n')).toEqual([
      'Type,Message,User,Created,Viewed',
      'Share,Ada Admin shared sold opportunities with you,Sam Seller,2026-11-20 08:00,',
      'Share,"Ada Admin shared sold opportunities with you: Call them, ""today"".",Sam Seller,2026-11-20 08:00,2026-11-20 19:30',
      '',
    ]);
    const linked = await app.request(await signedLink(app, sam, path));
    expect(await linked.text()).toBe(csv);
    const unread = await (await getAs(app, sam, `${path}&status=unread`)).text();
    expect(unread.split('\r\n')).toHaveLength(3);
  });

  it('an event of another dealer’s user, or for an inactive user, raises nothing', async () => {
    const [inactive] = await world.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'ian@a.test'");
    const events: EventEnvelope[] = [userEvent(admin, 'customer.assigned', { customer_id: 'C1', user_id: inactive?.id })];
    await pushEvents(app, admin, events);
    expect(await rows()).toEqual([]);
  });
});
