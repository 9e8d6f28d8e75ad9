import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PushResponse } from '../../domain/events/envelope.ts';
import { customerEvent, syncWorld } from '../support/syncFixtures.ts';
import { testDatabases } from '../support/testDatabases.ts';

describe.each(testDatabases())('event times pushed on $name', (database) => {
  const world = syncWorld(database, { email: 'user@test', dealers: ['dealer-a'] });

  const push = async (events: unknown[]) => {
    const response = await world.t.app.request('/sync/push?token=dealer-a', {
      method: 'POST',
      headers: { authorization: `Bearer ${world.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as PushResponse;
  };
  const created = (name: string, time?: string) => {
    const event = customerEvent('customer.created', 'dealer-a', world.user.id, randomUUID(), { last_name: name });
    return time === undefined ? event : { ...event, time };
  };
  const storedNames = async () =>
    (await world.db.query<{ name: string }>("SELECT doc->>'last_name' AS name FROM customers WHERE dealer = 'dealer-a' ORDER BY 1")).map((row) => row.name);

  it('rejects a time far ahead of the server’s clock and an impossible calendar time, each with its reason, and records the rest', async () => {
    const future = created('Future', '2999-01-01T00:00:00Z');
    const february30 = created('February', '2026-02-30T10:00:00Z');
    const now = created('Now');
    const body = await push([future, february30, now]);
    expect(body).toEqual({
      accepted: [now.id],
      rejected: [
        { id: future.id, reason: "The event time 2999-01-01T00:00:00Z is more than a day ahead of the server's clock: check the device's date and time." },
        { id: february30.id, reason: 'The event time 2026-02-30T10:00:00Z is not a real date and time.' },
      ],
    });
    expect(await storedNames()).toEqual(['Now']);
  });

  it('rejects a time before 2020 (a device clock reset), and takes one a few hours ahead (a device clock running fast) or days old (offline)', async () => {
    const epoch = created('Epoch', '1970-01-01T00:00:00.000Z');
    const ahead = created('Ahead', new Date(Date.now() + 6 * 3_600_000).toISOString());
    const offline = created('Offline', new Date(Date.now() - 20 * 86_400_000).toISOString());
    const body = await push([epoch, ahead, offline]);
    expect(body).toEqual({
      accepted: [ahead.id, offline.id],
      rejected: [{ id: epoch.id, reason: "The event time 1970-01-01T00:00:00.000Z is before 2020: check the device's date and time." }],
    });
    expect(await storedNames()).toEqual(['Ahead', 'Offline']);
  });
});
