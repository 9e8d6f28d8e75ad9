import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { customerRecord } from '../support/dmsRecords.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { DEALER, OTHER_DEALER, addImported, addNamedUser, bearer, getAs, useListsTestWorld } from './support/listsTestApp.ts';

type Record_ = { id: string; kind: string; content: string; user_id: number; assigned_to?: number | null };

describe.each(testDatabases())('customer profile routes on $name', (database) => {
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
    await addImported(world, DEALER, 'customer', [customerRecord('C1', 'Tremblay')]);
  });

  const post = async (user: AuthUser, path: string, body: Record<string, string>, token: string = DEALER) =>
    app.request(`${path}?token=${token}`, {
      method: 'POST',
      headers: { ...(await bearer(user)), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    });
  const profile = async (user: AuthUser = seller) => {
    const response = await getAs(app, user, `/customer/C1?token=${DEALER}`);
    return { status: response.status, body: (await response.json()) as { customer: Record<string, unknown>; notes: Record_[]; activities: Record_[]; message?: string } };
  };

  it('adds, edits and deletes a note; the notes come newest first', async () => {
    const first = await post(seller, '/customers/note', { customer_id: 'C1', note: 'Called about the lease end.' });
    expect(first.status).toBe(200);
    const added = (await first.json()) as { notes: Record_[] };
    expect(added.notes.map((note) => note.content)).toEqual(['Called about the lease end.']);
    const id = added.notes[0]!.id;
    await post(seller, '/customers/note', { customer_id: 'C1', note: 'Wants a quote for a RAV4.' });
    const edited = await post(seller, '/customers/note', { id, customer_id: 'C1', note: 'Called: lease ends in March.' });
    expect(((await edited.json()) as { notes: Record_[] }).notes.map((note) => note.content)).toEqual(['Wants a quote for a RAV4.', 'Called: lease ends in March.']);
    const deleted = await post(seller, '/customers/note/delete', { id, customer_id: 'C1' });
    expect(deleted.status).toBe(200);
    expect((await profile()).body.notes.map((note) => note.content)).toEqual(['Wants a quote for a RAV4.']);
    const again = await post(seller, '/customers/note/delete', { id, customer_id: 'C1' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'This note no longer exists.' });
  });

  it('refuses a blank note with its message', async () => {
    const response = await post(seller, '/customers/note', { customer_id: 'C1', note: '   ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Please write a note.' });
  });

  it('marks a customer inactive then active, and refuses notes and assignments while inactive', async () => {
    const off = await post(seller, '/customers/delete', { customer_id: 'C1' });
    expect(off.status).toBe(200);
    const { deleted } = (await off.json()) as { deleted: string | null };
    expect(typeof deleted).toBe('string');
    const refusedNote = await post(seller, '/customers/note', { customer_id: 'C1', note: 'Still here?' });
    expect(refusedNote.status).toBe(409);
    expect(await refusedNote.json()).toEqual({ message: 'This customer is inactive: mark them active first.' });
    const refusedAssign = await post(seller, '/customers/assign', { customer_id: 'C1', user_id: String(colleague.id) });
    expect(refusedAssign.status).toBe(409);
    const on = await post(seller, '/customers/delete', { customer_id: 'C1' });
    expect(await on.json()).toEqual({ deleted: null });
    const log = (await profile()).body.activities.filter((record) => record.kind === 'status').map((record) => record.content);
    expect(log.sort()).toEqual(['Marked active', 'Marked inactive']);
  });

  it('assigns a salesperson of the dealer, refuses a user of another dealer', async () => {
    const assigned = await post(seller, '/customers/assign', { customer_id: 'C1', user_id: String(colleague.id) });
    expect(assigned.status).toBe(200);
    expect((await profile()).body.customer.user_id).toBe(colleague.id);
    const outsider = await post(seller, '/customers/assign', { customer_id: 'C1', user_id: String(stranger.id) });
    expect(outsider.status).toBe(409);
    expect(await outsider.json()).toEqual({ message: 'This user does not belong to the dealer.' });
  });

  it('updates a customer with the form rules checked again, and creates one without an id', async () => {
    const bad = await post(seller, '/customers/update', { customer_id: 'C1', type: 'I', first_name: 'Anne', last_name: 'Tremblay', cell: '51955501' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'The Cell Phone field must be numeric and exactly contain 10 digits.' });
    const noRule = await post(seller, '/customers/update', { customer_id: 'C1', type: 'I', first_name: 'Anne', last_name: 'Tremblay', can_email: '1' });
    expect(await noRule.json()).toEqual({ message: 'Please ensure you have supplied a relevant field Email.' });
    const good = await post(seller, '/customers/update', {
      customer_id: 'C1', type: 'I', first_name: 'Anne', last_name: 'Tremblay', cell: '(519) 555-0142', email: 'anne@example.com', can_email: '1', status: '2',
    });
    expect(good.status).toBe(200);
    expect(((await good.json()) as { message: string }).message).toBe('The customer was updated successfully.');
    const { customer } = (await profile()).body;
    expect(customer).toMatchObject({ first_name: 'Anne', status: 2, contact: { cell: '5195550142', email: 'anne@example.com', can_email: 1 } });
    const created = await post(seller, '/customers/update', { type: 'B', business: 'Grand River Tool & Die' });
    const body = (await created.json()) as { customer_id: string };
    const fetched = await getAs(app, seller, `/customer/${body.customer_id}?token=${DEALER}`);
    expect(((await fetched.json()) as { customer: { full_name: string } }).customer.full_name).toBe('Grand River Tool & Die');
  });

  it('answers 403 for a dealer the user does not belong to and 404 for an unknown customer', async () => {
    expect((await getAs(app, stranger, `/customer/C1?token=${DEALER}`)).status).toBe(403);
    expect((await post(stranger, '/customers/note', { customer_id: 'C1', note: 'Hello' })).status).toBe(403);
    const missing = await getAs(app, seller, `/customer/NOPE?token=${DEALER}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'There was a problem loading their request' });
  });

  it('sends an opt-in e-mail to an active customer with an email, and the link allows e-mail', async () => {
    const noEmail = await post(seller, '/customers/optin', { customer_id: 'C1' });
    expect(noEmail.status).toBe(409);
    expect(await noEmail.json()).toEqual({ message: 'This customer has no email on file.' });
    await post(seller, '/customers/update', { customer_id: 'C1', type: 'I', first_name: 'Dana', last_name: 'Tremblay', email: 'dana@example.com' });
    const sent = await post(seller, '/customers/optin', { customer_id: 'C1' });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ message: 'The opt-in e-mail was sent.' });
    const [mail] = await world.db.query<{ recipient: string; subject: string; text_body: string }>('SELECT recipient, subject, text_body FROM local_mail');
    expect(mail).toMatchObject({ recipient: 'dana@example.com', subject: `Dealer ${DEALER}: may we e-mail you?` });
    const link = /https:\/\/backoffice\.example(\/optin\/\S+)/.exec(mail!.text_body)?.[1];
    expect(link).toBeDefined();
    expect((await profile()).body.customer.contact).toMatchObject({ can_email: 0 });

    const answered = await app.request(link!);
    expect(answered.status).toBe(200);
    expect(await answered.text()).toContain(`Dealer ${DEALER} may now send you e-mail at dana@example.com.`);
    const { customer, activities } = (await profile()).body;
    expect(customer.contact).toMatchObject({ can_email: 1 });
    expect(activities.filter((record) => record.kind === 'opt_in').map((record) => record.content).sort()).toEqual([
      'Opt-in e-mail sent to dana@example.com',
      'Opted in to e-mail at dana@example.com',
    ]);
    const forged = await app.request(`${link!.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('This opt-in link is not valid or has expired.');
  });

  it('refuses an opt-in for an inactive customer', async () => {
    await post(seller, '/customers/update', { customer_id: 'C1', type: 'I', first_name: 'Dana', last_name: 'Tremblay', email: 'dana@example.com' });
    await post(seller, '/customers/delete', { customer_id: 'C1' });
    const refused = await post(seller, '/customers/optin', { customer_id: 'C1' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: 'Inactive customers cannot have an appointment, note, email, opt-in or salesperson change.' });
    expect(await world.db.query('SELECT 1 FROM local_mail')).toEqual([]);
  });
});
