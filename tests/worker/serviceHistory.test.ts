import { describe, expect, it } from 'vitest';
import { ONE_TARGET_MESSAGE, SERVICE_HISTORY_OFFLINE_MESSAGE } from '../../domain/service/serviceHistoryQuery.ts';
import type { ServiceHistoryResult } from '../../worker/api.ts';
import { ownedVehicleRecord, repairOrderRecord } from '../support/dmsRecords.ts';
import { addDealer, addUser, eventually, systemEvent, useWorkerWorld, type TestDealer } from './workerFixtures.ts';

const world = useWorkerWorld();
let serial = 0;

/** Customer C1 of a dealer with a vehicle and two repair orders (one with a declined line). */
async function serviced(dealer: TestDealer) {
  await world.server.store.appendSystem([
    systemEvent(dealer.token, 'vehicle.imported', ownedVehicleRecord('V1', { customer_id: 'C1' })),
    systemEvent(dealer.token, 'service.imported', repairOrderRecord('R1', 'V1', { customer_id: 'C1', ro: '7001', opened_at: '2024-02-01', completed_at: '2024-02-01' })),
    systemEvent(dealer.token, 'service.imported', repairOrderRecord('R2', 'V1', { customer_id: 'C1', ro: '7002', opened_at: '2025-02-01', completed_at: '2025-02-02' })),
  ]);
}

/** A worker signed in and synced; `failing.on` makes every GET /service fail as a dropped connection would. */
async function signedIn(email: string) {
  const failing = { on: false };
  const { worker } = await world.signedIn(email, {
    fetch: (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (failing.on && url.pathname === '/service') return Promise.reject(new TypeError('fetch failed'));
      return fetch(input, init);
    },
  });
  return { worker, failing };
}

const ros = (result: ServiceHistoryResult) => (result.status === 'ready' ? result.records.map((record) => record.ro) : result.message);

describe('service history through the worker', () => {
  it('fetches on line, keeps the answer, and answers the saved copy off line', async () => {
    const dealer = await addDealer(world.server, `s${++serial}`);
    const email = `service${serial}@example.com`;
    await addUser(world.server, email, [dealer]);
    await serviced(dealer);
    const { worker } = await signedIn(email);

    expect(await worker.cachedServiceHistory({ customer_id: 'C1' })).toBeNull();
    const fresh = await worker.serviceHistory({ customer_id: 'C1' });
    expect(fresh).toMatchObject({ status: 'ready', cachedAt: null });
    expect(ros(fresh)).toEqual(['7002', '7001']);
    expect(fresh.status === 'ready' && fresh.records[0]?.lines.map((line) => line.declined)).toEqual([false, true]);

    const saved = await worker.cachedServiceHistory({ customer_id: 'C1' });
    expect(saved?.records.map((record) => record.ro)).toEqual(['7002', '7001']);
    expect(Date.parse(saved?.cachedAt ?? '')).not.toBeNaN();

    await worker.setOnline(false);
    const offline = await worker.serviceHistory({ customer_id: 'C1' });
    expect(offline).toMatchObject({ status: 'ready', cachedAt: saved?.cachedAt });
    expect(ros(offline)).toEqual(['7002', '7001']);
    expect(await worker.serviceHistory({ vehicle_id: 'V1' })).toEqual({ status: 'error', message: SERVICE_HISTORY_OFFLINE_MESSAGE });
  });

  it('answers the saved copy when the call fails on line, and an error only without one', async () => {
    const dealer = await addDealer(world.server, `s${++serial}`);
    const email = `service${serial}@example.com`;
    await addUser(world.server, email, [dealer]);
    await serviced(dealer);
    const { worker, failing } = await signedIn(email);

    expect(ros(await worker.serviceHistory({ vehicle_id: 'V1' }))).toEqual(['7002', '7001']);
    failing.on = true;
    expect(await worker.serviceHistory({ vehicle_id: 'V1' })).toMatchObject({ status: 'ready', cachedAt: expect.any(String) });
    expect(await worker.serviceHistory({ customer_id: 'C1' })).toEqual({ status: 'error', message: SERVICE_HISTORY_OFFLINE_MESSAGE });
    failing.on = false;
    expect(await worker.serviceHistory({ customer_id: 'C1', vehicle_id: 'V1' })).toEqual({ status: 'error', message: ONE_TARGET_MESSAGE });
  });

  it("removes the saved copies with the dealer's data when the user leaves the dealer", async () => {
    const one = await addDealer(world.server, `s${++serial}a`);
    const two = await addDealer(world.server, `s${serial}b`);
    const email = `service${serial}@example.com`;
    const userId = await addUser(world.server, email, [one, two]);
    await serviced(two);
    const { worker } = await signedIn(email);
    await worker.switchDealer(two.key);
    expect(ros(await worker.serviceHistory({ customer_id: 'C1' }))).toEqual(['7002', '7001']);
    expect(await worker.cachedServiceHistory({ customer_id: 'C1' })).not.toBeNull();
    await worker.switchDealer(one.key);

    await worker.setOnline(false);
    await world.server.deps.db.query('DELETE FROM user_dealers WHERE user_id = $1 AND dealer_id = $2', [userId, two.id]);
    await worker.setOnline(true);
    await eventually(() => worker.dealers(), (dealers) => dealers.length === 1);

    await worker.setOnline(false);
    await world.server.deps.db.query('INSERT INTO user_dealers (user_id, dealer_id) VALUES ($1, $2)', [userId, two.id]);
    await worker.setOnline(true);
    await eventually(() => worker.dealers(), (dealers) => dealers.length === 2);
    await worker.switchDealer(two.key);
    expect(await worker.cachedServiceHistory({ customer_id: 'C1' })).toBeNull();
  });
});
