import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PullResponse } from '../../domain/events/collections.ts';
import type { PushResponse } from '../../domain/events/envelope.ts';
import { WRONG_DEALER_MESSAGE } from '../../domain/permissions/permissions.ts';
import { createProjectionBatch } from '../../sync-server/events/projectionBatch.ts';
import { customerEvent, idToken, importedCustomer, syncWorld } from '../support/syncFixtures.ts';
import { testDatabases } from '../support/testDatabases.ts';

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

describe.each(testDatabases())('sync routes on $name', (database) => {
  const world = syncWorld(database, { email: 'user@test', dealers: ['dealer-a', 'dealer-b'] });

  const get = (path: string, bearer: string | null = world.token) =>
    world.t.app.request(path, { headers: bearer === null ? {} : { authorization: `Bearer ${bearer}` } });
  const pull = async (query: string): Promise<PullResponse> => {
    const response = await get(`/sync/pull?token=dealer-a&collection=customers&${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as PullResponse;
  };

  /** Writes documents the way one event touching several of them would: all with the same sequence number. */
  async function writeAtSeq(dealer: string, seq: number, ids: string[], deleted = false): Promise<void> {
    await world.db.transaction(async (tx) => {
      const batch = createProjectionBatch(tx);
      batch.apply(
        dealer,
        seq,
        ids.map((id) => ({ collection: 'customers' as const, id, doc: deleted ? null : { id, dealer, last_name: id } })),
      );
      await batch.flush();
    });
  }

  it('pulls in (seq, id) order in batches, resuming inside one sequence number', async () => {
    await writeAtSeq('dealer-a', 1, ['m', 'b']);
    await writeAtSeq('dealer-a', 2, ['z', 'a', 'k']);
    await writeAtSeq('dealer-b', 2, ['other']);
    const first = await pull('limit=2');
    expect(first.documents.map((d) => d.id)).toEqual(['b', 'm']);
    expect(first.checkpoint).toEqual({ seq: 1, id: 'm' });
    const second = await pull('seq=1&id=m&limit=2');
    expect(second.documents.map((d) => d.id)).toEqual(['a', 'k']);
    expect(second.checkpoint).toEqual({ seq: 2, id: 'k' });
    const third = await pull('seq=2&id=k&limit=2');
    expect(third.documents).toEqual([{ id: 'z', dealer: 'dealer-a', last_name: 'z', _deleted: false }]);
    const done = await pull('seq=2&id=z');
    expect(done).toEqual({ documents: [], checkpoint: { seq: 2, id: 'z' } });
    expect(await pull('')).toMatchObject({ checkpoint: { seq: 2, id: 'z' } });
  });

  it('answers an empty collection with no documents and no checkpoint', async () => {
    expect(await pull('')).toEqual({ documents: [], checkpoint: null });
  });

  it('pulls a deletion as a tombstone after the checkpoint that saw the document', async () => {
    await writeAtSeq('dealer-a', 1, ['gone']);
    const before = await pull('');
    await writeAtSeq('dealer-a', 2, ['gone'], true);
    const after = await pull(`seq=${before.checkpoint?.seq}&id=${before.checkpoint?.id}`);
    expect(after.documents).toEqual([{ id: 'gone', dealer: 'dealer-a', last_name: 'gone', _deleted: true }]);
  });

  it('refuses bad pull parameters with 400 and a message', async () => {
    const bad = async (query: string) => {
      const response = await get(`/sync/pull?token=dealer-a&${query}`);
      expect(response.status).toBe(400);
      return ((await response.json()) as { message: string }).message;
    };
    expect(await bad('collection=secrets')).toBe('Please name a known collection.');
    expect(await bad('collection=customers&seq=-1')).toBe('The checkpoint seq must be a whole number.');
    expect(await bad('collection=customers&limit=0')).toBe('The limit must be at least 1.');
  });

  it('pushes over HTTP and pulls the result', async () => {
    const customerId = randomUUID();
    const event = customerEvent('customer.created', 'dealer-a', world.user.id, customerId);
    const response = await world.t.app.request('/sync/push?token=dealer-a', {
      method: 'POST',
      headers: { authorization: `Bearer ${world.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events: [event] }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()) as PushResponse).toEqual({ accepted: [event.id], rejected: [] });
    const pulled = await pull('');
    expect(pulled.documents).toMatchObject([{ id: customerId, first_name: 'Ada', _deleted: false }]);
    expect(pulled.checkpoint).toEqual({ seq: 1, id: customerId });
  });

  it('refuses a push body that is not a batch of events with 400', async () => {
    const response = await world.t.app.request('/sync/push?token=dealer-a', {
      method: 'POST',
      headers: { authorization: `Bearer ${world.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ id: 'not-a-uuid', type: 'x', dealer: 'dealer-a', actor: 1, time: new Date().toISOString(), payload: {} }] }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The event id must be a UUID.' });
  });

  it('answers the server truth of documents, with tombstones for ids it does not hold', async () => {
    await world.t.store.appendSystem([importedCustomer('dealer-a', 'c1', 'Known'), importedCustomer('dealer-b', 'c2', 'Elsewhere')]);
    const response = await get('/sync/docs?token=dealer-a&collection=customers&ids=c1,c2,c3');
    expect(response.status).toBe(200);
    const { documents } = (await response.json()) as { documents: Record<string, unknown>[] };
    expect(documents).toEqual([
      expect.objectContaining({ id: 'c1', dealer: 'dealer-a', last_name: 'Known', _deleted: false }),
      { id: 'c2', dealer: 'dealer-a', _deleted: true },
      { id: 'c3', dealer: 'dealer-a', _deleted: true },
    ]);
    const tooMany = Array.from({ length: 501 }, (_, i) => `id${i}`).join(',');
    expect((await get(`/sync/docs?token=dealer-a&collection=customers&ids=${tooMany}`)).status).toBe(400);
    expect((await get('/sync/docs?token=dealer-a&collection=customers&ids=')).status).toBe(400);
  });

  it("gives a user asking for another dealer's data 403 and no rows", async () => {
    await world.t.store.appendSystem([importedCustomer('dealer-b', 'secret', 'Hidden')]);
    for (const path of [
      '/sync/pull?token=dealer-b&collection=customers',
      '/sync/docs?token=dealer-b&collection=customers&ids=secret',
      '/sync/pull?collection=customers',
    ]) {
      const response = await get(path);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: WRONG_DEALER_MESSAGE });
    }
    const push = await world.t.app.request('/sync/push?token=dealer-b', {
      method: 'POST',
      headers: { authorization: `Bearer ${world.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events: [customerEvent('customer.created', 'dealer-b', world.user.id, randomUUID())] }),
    });
    expect(push.status).toBe(403);
    expect(Number((await world.db.query<{ n: string }>('SELECT count(*) AS n FROM events'))[0]?.n)).toBe(1);
  });

  it('answers 401 without a token, with an expired one, with a forged one, and for a removed user', async () => {
    const path = '/sync/pull?token=dealer-a&collection=customers';
    const expired = await idToken(world.user.id, Math.floor(Date.now() / 1000) - 1);
    for (const bearer of [null, expired, `${world.token}x`, await idToken(world.user.id + 100)]) {
      const response = await get(path, bearer);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: SESSION_EXPIRED });
    }
  });
});
