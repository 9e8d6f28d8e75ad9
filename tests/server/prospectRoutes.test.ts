import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { SYSTEM_ACTOR } from '../../sync-server/events/systemEvents.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { DEALER, OTHER_DEALER, addNamedUser, bearer, getAs, useListsTestWorld } from './support/listsTestApp.ts';

type Profile = { prospect: Record<string, unknown> & { contact: Record<string, unknown> }; notes: { content: string }[]; activities: { kind: string; content: string }[]; leads: { id: string }[] };

describe.each(testDatabases())('prospect profile routes on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  let seller: AuthUser;
  let colleague: AuthUser;
  let stranger: AuthUser;

  beforeEach(async () => {
    app = await world.reset();
    seller = await addNamedUser(world, { email: 'bob@a.test', first: 'Bob', last: 'Brown', dealers: [DEALER] });
    colleague = await addNamedUser(world, { email: 'cleo@a.test', first: 'Cleo', last: 'Chan', dealers: [DEALER] });
    stranger = await addNamedUser(world, { email: 'olga@b.test', first: 'Olga', last: 'Other', dealers: [OTHER_DEALER] });
    // A lead that made the prospect P1, as the intake appends it.
    await world.store.appendSystem([
      {
        id: randomUUID(),
        type: 'lead.received',
        dealer: DEALER,
        actor: SYSTEM_ACTOR,
        time: '2026-11-20T15:00:00.000Z',
        payload: {
          lead_id: 'L1',
          person: { kind: 'prospect', id: 'P1', country: 'canada' },
          lead: {
            type: 'Buy', category: 'Used', first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', phone: '4165550199',
            vehicle: '2021 Honda Civic EX', comment: 'Is it still available?', received_at: '2026-11-20T15:00:00.000Z',
            address: '', city: '', province: '', postal_code: '', source_id: '',
          },
        },
      },
    ]);
  });

  const post = async (user: AuthUser, path: string, body: Record<string, string>) =>
    app.request(`${path}?token=${DEALER}`, {
      method: 'POST',
      headers: { ...(await bearer(user)), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    });
  const profile = async (): Promise<Profile> => (await (await getAs(app, seller, `/prospect/P1?token=${DEALER}`)).json()) as Profile;

  it('answers the prospect with their leads, notes and activity', async () => {
    const body = await profile();
    expect(body.prospect).toMatchObject({ id: 'P1', full_name: 'Jane Doe', contact: { email: 'jane@example.com', cell: '4165550199' } });
    expect(body.leads.map((lead) => lead.id)).toEqual(['L1']);
    expect(body.notes).toEqual([]);
    expect((await getAs(app, stranger, `/prospect/P1?token=${DEALER}`)).status).toBe(403);
    expect((await getAs(app, seller, `/prospect/P9?token=${DEALER}`)).status).toBe(404);
  });

  it('adds notes through both note routes, refuses a blank one, and lists them newest first', async () => {
    expect((await post(seller, '/prospect/add_note', { prospect_id: 'P1', note: 'Called, left a message.' })).status).toBe(200);
    const second = await post(seller, '/prospects/note', { prospect_id: 'P1', note: 'Booked a test drive.' });
    const { notes } = (await second.json()) as { notes: { content: string }[] };
    expect(notes.map((note) => note.content)).toEqual(['Booked a test drive.', 'Called, left a message.']);
    const blank = await post(seller, '/prospects/note', { prospect_id: 'P1', note: ' ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ message: 'Please write a note.' });
  });

  it('updates the prospect with the customer form rules, assigns a salesperson, and marks them inactive', async () => {
    const bad = await post(seller, '/prospects/update', { prospect_id: 'P1', first_name: 'Jane', last_name: 'Doe', home: '123' });
    expect(await bad.json()).toEqual({ message: 'The Home Phone field must be numeric and exactly contain 10 digits.' });
    const good = await post(seller, '/prospects/update', {
      prospect_id: 'P1', first_name: 'Jane', last_name: 'Doe-Smith', postal_code: 'm5v 2t6', cell: '416 555 0199', email: 'jane@example.com', can_email: '1',
    });
    expect(good.status).toBe(200);
    expect((await profile()).prospect).toMatchObject({ full_name: 'Jane Doe-Smith', postal_code: 'M5V 2T6', latitude: 43.64, longitude: -79.4 });
    expect((await post(seller, '/prospects/assign', { prospect_id: 'P1', user_id: String(colleague.id) })).status).toBe(200);
    expect((await profile()).prospect.user_id).toBe(colleague.id);
    const off = await post(seller, '/prospect/update_status', { prospect_id: 'P1', status: '0' });
    expect(off.status).toBe(200);
    expect(typeof (await profile()).prospect.deleted_at).toBe('string');
    const refused = await post(seller, '/prospects/note', { prospect_id: 'P1', note: 'Hello?' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: 'This prospect is inactive: mark them active first.' });
    const toggled = await post(seller, '/prospects/delete', { prospect_id: 'P1' });
    expect(await toggled.json()).toEqual({ deleted: null });
    expect((await profile()).activities.filter((record) => record.kind === 'status').map((record) => record.content).sort()).toEqual(['Marked active', 'Marked inactive']);
  });
});
