import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventEnvelope, PushResponse } from '../../domain/events/envelope.ts';
import { customerEvent, syncWorld } from '../support/syncFixtures.ts';
import { testDatabases } from '../support/testDatabases.ts';

const UNSTORABLE = 'The text holds a character that cannot be stored (a NUL or a broken character).';

/** A value nested `levels` deep: { a: { a: ... } }. */
const nested = (levels: number): unknown => {
  let value: unknown = 'bottom';
  for (let level = 0; level < levels; level++) value = { a: value };
  return value;
};

describe.each(testDatabases())('hostile input on $name', (database) => {
  const world = syncWorld(database, { email: 'user@test', dealers: ['dealer-a'] });
  beforeEach(async () => {
    await world.db.query('ALTER TABLE customers DROP CONSTRAINT IF EXISTS test_no_poison');
  });

  const push = (events: unknown[]) =>
    world.t.app.request('/sync/push?token=dealer-a', {
      method: 'POST',
      headers: { authorization: `Bearer ${world.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
    });
  const good = (name: string) => customerEvent('customer.created', 'dealer-a', world.user.id, randomUUID(), { last_name: name });
  const storedNames = async () =>
    (await world.db.query<{ name: string }>("SELECT doc->>'last_name' AS name FROM customers WHERE dealer = 'dealer-a' ORDER BY 1")).map((row) => row.name);

  it('a NUL or a lone surrogate in any string of an event rejects that event with a reason, the others are recorded', async () => {
    const nul = good('Nul\u0000Name');
    const surrogate = good('Broken\uD800');
    const inKey: EventEnvelope = { ...good('Key'), payload: { id: randomUUID(), form: { ...(good('Key').payload as { form: object }).form, ['x\u0000']: 1 } } };
    const [before, after] = [good('Before'), good('After')];
    const response = await push([before, nul, surrogate, inKey, after]);
    expect(response.status).toBe(200);
    const body = (await response.json()) as PushResponse;
    expect(body.accepted).toEqual([before.id, after.id]);
    expect(body.rejected).toEqual([
      { id: nul.id, reason: `form.last_name: ${UNSTORABLE}` },
      { id: surrogate.id, reason: `form.last_name: ${UNSTORABLE}` },
      { id: inKey.id, reason: `form.?: ${UNSTORABLE}` },
    ]);
    expect(await storedNames()).toEqual(['After', 'Before']);
  });

  it('an actor or user id beyond an integer column is refused with a reason, never a 500', async () => {
    const big = { ...good('Big'), actor: 2 ** 40 };
    const reassign: EventEnvelope = {
      id: randomUUID(),
      type: 'opportunities.reassigned',
      dealer: 'dealer-a',
      actor: world.user.id,
      time: new Date().toISOString(),
      payload: { user_id: 2 ** 40, opportunity_type: 'equity', filter: {}, customer_ids: [], opportunity_ids: [] },
    };
    const fine = good('Fine');
    const response = await push([big, reassign, fine]);
    expect(response.status).toBe(200);
    const body = (await response.json()) as PushResponse;
    expect(body.accepted).toEqual([fine.id]);
    expect(body.rejected).toHaveLength(2);
    expect(body.rejected.map((rejection) => rejection.id)).toEqual([big.id, reassign.id]);
    expect(body.rejected.every((rejection) => rejection.reason.length > 0)).toBe(true);
  });

  it('JSON nested 1,000 levels deep is refused with a message before anything is recorded', async () => {
    const deep = { ...good('Deep'), payload: nested(1_000) };
    const response = await push([good('Other'), deep]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/nested too deeply/);
    expect(await storedNames()).toEqual([]);
  });

  it('a reassign filter of 5 MB is rejected with a reason, the rest of the push is recorded', async () => {
    const huge: EventEnvelope = {
      id: randomUUID(),
      type: 'opportunities.reassigned',
      dealer: 'dealer-a',
      actor: world.user.id,
      time: new Date().toISOString(),
      payload: { user_id: world.user.id, opportunity_type: 'equity', filter: { make: ['x'.repeat(5_000_000)] }, customer_ids: [], opportunity_ids: [] },
    };
    const fine = good('Fine');
    const response = await push([huge, fine]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ accepted: [fine.id], rejected: [{ id: huge.id, reason: 'The value is too large.' }] });
  });

  it.each(['valueOf', '__proto__', 'constructor', 'toString', 'hasOwnProperty'])('an event typed %s is unknown, with its reason', async (type) => {
    const odd = { ...good('Odd'), type };
    const fine = good('Fine');
    const response = await push([odd, fine]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ accepted: [fine.id], rejected: [{ id: odd.id, reason: `Unknown event type ${type}.` }] });
  });

  it('a value the database refuses after every schema passed rejects only its event; the others are recorded', async () => {
    await world.db.query(`ALTER TABLE customers ADD CONSTRAINT test_no_poison CHECK (doc->>'last_name' IS DISTINCT FROM 'Poison')`);
    const [before, poison, after] = [good('Before'), good('Poison'), good('After')];
    const response = await push([before, poison, after]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      accepted: [before.id, after.id],
      rejected: [{ id: poison.id, reason: 'The server could not store this change: a value in it is out of range or not valid.' }],
    });
    expect(await storedNames()).toEqual(['After', 'Before']);
  });
});
