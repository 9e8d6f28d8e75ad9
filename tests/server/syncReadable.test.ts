import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PullResponse, SnapshotPage } from '../../domain/events/collections.ts';
import { ADMIN, ROLE, roleOf, type RoleId } from '../../domain/session/roles.ts';
import { recordBillingTransaction } from '../../sync-server/billing/billingTransactions.ts';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { SYSTEM_ACTOR } from '../../sync-server/events/systemEvents.ts';
import { addUser } from '../support/syncFixtures.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { DEALER, getAs, useListsTestWorld } from './support/listsTestApp.ts';

type Person = { email: string; first: string; last: string; phone: string; role: RoleId; admin: 0 | 1 };

const ADA: Person = { email: 'ada@a.test', first: 'Ada', last: 'Admin', phone: '519.555.0101', role: ROLE.generalManager, admin: ADMIN.administrator };
const SAM: Person = { email: 'sam@a.test', first: 'Sam', last: 'Seller', phone: '519.555.0102', role: ROLE.salesperson, admin: ADMIN.standard };
const MAX: Person = { email: 'max@a.test', first: 'Max', last: 'Manager', phone: '519.555.0103', role: ROLE.salesManager, admin: ADMIN.standard };
const CLEO: Person = { email: 'cleo@a.test', first: 'Cleo', last: 'Chan', phone: '519.555.0104', role: ROLE.salesperson, admin: ADMIN.standard };
const CREATED_AT = '2025-01-01T00:00:00.000Z';

/**
 * What each role reads of the dealer's refs through the sync (docs/sync.md "What a role reads"): billing records only
 * for those who may see Settings > Billing, colleagues' e-mail and phone only for those who may see User Management,
 * as the HTTP calls of the same data allow; one's own user document always whole.
 */
describe.each(testDatabases())('what the sync gives each role on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  const users = new Map<Person, AuthUser>();

  /** A user of the dealer, announced with their phone as the user routes do (dealer.user_set). */
  async function addPerson(person: Person): Promise<AuthUser> {
    const user = await addUser(world.db, { email: person.email, dealers: [DEALER], role: person.role, admin: person.admin });
    await world.db.query('UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1', [user.id, person.first, person.last]);
    const payload = { user_id: user.id, token: user.token, first_name: person.first, last_name: person.last, email: person.email, phone: person.phone };
    await world.store.appendSystem([
      {
        id: randomUUID(),
        type: 'dealer.user_set',
        dealer: DEALER,
        actor: SYSTEM_ACTOR,
        time: new Date().toISOString(),
        payload: { ...payload, role: roleOf(person.role), admin: person.admin, created_at: CREATED_AT },
      },
    ]);
    users.set(person, user);
    return user;
  }
  const credit = (amount: number, reference: string) =>
    recordBillingTransaction({ db: world.db, store: world.store }, DEALER, {
      platform: 'Stripe',
      transaction_type: 'credit',
      description: `Funds added by card (${ADA.email})`,
      amount,
      currency: 'CAD',
      providerReference: reference,
    });

  const of = (person: Person) => {
    const user = users.get(person);
    if (!user) throw new Error(`${person.first} was not added.`);
    return user;
  };
  const docId = (person: Person) => `user:${DEALER}:${of(person).id}`;
  /** A user document as an administrator and its own user read it: every field. */
  const whole = (person: Person) => ({
    id: docId(person),
    dealer: DEALER,
    kind: 'user',
    user_id: of(person).id,
    token: of(person).token,
    first_name: person.first,
    last_name: person.last,
    email: person.email,
    phone: person.phone,
    role: roleOf(person.role),
    admin: person.admin,
    created_at: CREATED_AT,
  });
  /** A colleague's user document as a role without User Management reads it: no e-mail, no phone. */
  const named = (person: Person) => {
    const { email: _email, phone: _phone, ...rest } = whole(person);
    return rest;
  };
  const billing = (id: number, amount: number) => ({
    id: `billing:${DEALER}:${id}`,
    dealer: DEALER,
    kind: 'billing',
    transaction_id: id,
    created_at: expect.any(String),
    platform: 'Stripe',
    transaction_type: 'credit',
    description: 'Funds added by card (ada@a.test)',
    amount,
    currency: 'CAD',
    status: 'active',
  });

  const read = async <T>(person: Person, path: string): Promise<T> => {
    const response = await getAs(app, of(person), `${path}${path.includes('?') ? '&' : '?'}token=${DEALER}`);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  const snapshot = (person: Person, query = '') => read<SnapshotPage>(person, `/sync/snapshot?collection=refs${query}`);
  const pull = (person: Person, query = '') => read<PullResponse>(person, `/sync/pull?collection=refs${query}`);

  beforeEach(async () => {
    app = await world.reset();
    users.clear();
    // Sequences 1 to 3 are users, 4 and 5 billing records, 6 a user added after them, 7 a last billing record.
    await addPerson(ADA);
    await addPerson(SAM);
    await addPerson(MAX);
    await credit(250, 'cs_test_1');
    await credit(40.5, 'cs_test_2');
    await addPerson(CLEO);
    await credit(12, 'cs_test_3');
  });

  it("an administrator's snapshot holds the billing records and everyone's contact details", async () => {
    const page = await snapshot(ADA);
    expect(page.documents).toHaveLength(7);
    expect(page.documents).toEqual([billing(1, 250), billing(2, 40.5), billing(3, 12), ...[ADA, SAM, MAX, CLEO].map(whole)]);
    expect(page.next).toBeNull();
  });

  it("a salesperson's snapshot leaves the billing records out and colleagues' e-mail and phone, keeping their own", async () => {
    const page = await snapshot(SAM);
    expect(page.documents).toHaveLength(4);
    expect(page.documents).toEqual([named(ADA), whole(SAM), named(MAX), named(CLEO)]);
    expect(JSON.stringify(page.documents)).not.toMatch(/ada@a\.test|519\.555\.0101|cleo@a\.test|Funds added/);
    expect(page.next).toBeNull();
  });

  it('a manager who is not an administrator reads as the salesperson does', async () => {
    const page = await snapshot(MAX);
    expect(page.documents).toEqual([named(ADA), named(SAM), whole(MAX), named(CLEO)]);
  });

  it('a snapshot page of left-out documents only is empty and still names the id to go on after', async () => {
    const first = await snapshot(SAM, '&limit=2');
    expect(first.documents).toEqual([]);
    expect(first.next).toBe(`billing:${DEALER}:2`);
    const second = await snapshot(SAM, `&limit=2&after=${encodeURIComponent(first.next ?? '')}&seq=${first.seq}`);
    expect(second.documents).toEqual([named(ADA)]);
    expect(second.next).toBe(docId(ADA));
    const third = await snapshot(SAM, `&limit=2&after=${encodeURIComponent(second.next ?? '')}&seq=${first.seq}`);
    expect(third.documents).toEqual([whole(SAM), named(MAX)]);
    expect(third.next).toBe(docId(MAX));
  });

  it("an administrator's pull brings every document in (seq, id) order", async () => {
    const answer = await pull(ADA);
    expect(answer.documents).toHaveLength(7);
    expect(answer.documents).toEqual([
      ...[ADA, SAM, MAX].map((person) => ({ ...whole(person), _deleted: false })),
      { ...billing(1, 250), _deleted: false },
      { ...billing(2, 40.5), _deleted: false },
      { ...whole(CLEO), _deleted: false },
      { ...billing(3, 12), _deleted: false },
    ]);
    expect(answer.checkpoint).toEqual({ seq: 7, id: `billing:${DEALER}:3` });
  });

  it("a salesperson's pull leaves out what they may not read, fills its batch past it, and its checkpoint passes it", async () => {
    const first = await pull(SAM, '&limit=1');
    expect(first.documents).toEqual([{ ...named(ADA), _deleted: false }]);
    expect(first.checkpoint).toEqual({ seq: 1, id: docId(ADA) });

    // A batch of 3 after Ada: Sam, Max, the two billing records left out, then Cleo: the batch is full, so the
    // client knows to ask again.
    const full = await pull(SAM, `&limit=3&seq=1&id=${encodeURIComponent(docId(ADA))}`);
    expect(full.documents).toEqual([
      { ...whole(SAM), _deleted: false },
      { ...named(MAX), _deleted: false },
      { ...named(CLEO), _deleted: false },
    ]);
    expect(full.checkpoint).toEqual({ seq: 6, id: docId(CLEO) });

    // Nothing but a left-out document after the checkpoint: no documents, and the checkpoint moves past it.
    const past = await pull(SAM, `&seq=6&id=${encodeURIComponent(docId(CLEO))}`);
    expect(past).toEqual({ documents: [], checkpoint: { seq: 7, id: `billing:${DEALER}:3` } });

    const end = await pull(SAM, `&seq=7&id=${encodeURIComponent(`billing:${DEALER}:3`)}`);
    expect(end).toEqual({ documents: [], checkpoint: { seq: 7, id: `billing:${DEALER}:3` } });
  });

  it('the documents answered after a rejected push follow the same rule: a left-out one comes as a tombstone', async () => {
    const ids = [`billing:${DEALER}:1`, docId(ADA), docId(SAM)].join(',');
    const forSam = await read<{ documents: PullResponse['documents'] }>(SAM, `/sync/docs?collection=refs&ids=${encodeURIComponent(ids)}`);
    expect(forSam.documents).toEqual([
      { id: `billing:${DEALER}:1`, dealer: DEALER, _deleted: true },
      { ...named(ADA), _deleted: false },
      { ...whole(SAM), _deleted: false },
    ]);
    const forAda = await read<{ documents: PullResponse['documents'] }>(ADA, `/sync/docs?collection=refs&ids=${encodeURIComponent(ids)}`);
    expect(forAda.documents).toEqual([
      { ...billing(1, 250), _deleted: false },
      { ...whole(ADA), _deleted: false },
      { ...whole(SAM), _deleted: false },
    ]);
  });

  it('GET /appointment/users gives the e-mail of colleagues only to those who may see User Management', async () => {
    const forSam = await read<{ users: unknown[] }>(SAM, '/appointment/users');
    expect(forSam.users).toEqual([
      { id: of(ADA).id, first_name: 'Ada', last_name: 'Admin' },
      { id: of(CLEO).id, first_name: 'Cleo', last_name: 'Chan' },
      { id: of(MAX).id, first_name: 'Max', last_name: 'Manager' },
      { id: of(SAM).id, first_name: 'Sam', last_name: 'Seller', email: 'sam@a.test' },
    ]);
    const forAda = await read<{ users: unknown[] }>(ADA, '/appointment/users');
    expect(forAda.users).toEqual([
      { id: of(ADA).id, first_name: 'Ada', last_name: 'Admin', email: 'ada@a.test' },
      { id: of(CLEO).id, first_name: 'Cleo', last_name: 'Chan', email: 'cleo@a.test' },
      { id: of(MAX).id, first_name: 'Max', last_name: 'Manager', email: 'max@a.test' },
      { id: of(SAM).id, first_name: 'Sam', last_name: 'Seller', email: 'sam@a.test' },
    ]);
  });
});
