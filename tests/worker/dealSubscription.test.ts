import { describe, expect, it } from 'vitest';
import type { DealState } from '../../worker/api.ts';
import { DEAL_LOAD_ERROR } from '../../worker/deal/dealSubscriptions.ts';
import { appointmentRecord, inventoryRecord, ownedVehicleRecord, saleDealRecord } from '../support/dmsRecords.ts';
import { opportunityRow } from './opportunityFixtures.ts';
import { addDealer, addUser, eventually, importCustomers, importedCustomer, recorder, systemEvent, useWorkerWorld } from './workerFixtures.ts';

const world = useWorkerWorld();
let serial = 0;

/** A dealer with one customer, their vehicle, an equity row, an appointment, a sale and two vehicles in stock. */
async function seededDealer() {
  const key = `d${++serial}`;
  const dealer = await addDealer(world.server, key);
  const email = `desk${serial}@example.com`;
  await addUser(world.server, email, [dealer]);
  await importCustomers(world.server, dealer.token, [importedCustomer(`${key}-c0`, 'Desk')]);
  const row = opportunityRow({ id: `equity:${key}-v0`, type: 'equity', dealer: dealer.token, customer_id: `${key}-c0`, vehicle_id: `${key}-v0`, make: 'Toyota', year: 2019 });
  await world.server.store.appendSystem([
    systemEvent(dealer.token, 'vehicle.imported', ownedVehicleRecord(`${key}-v0`, { customer_id: `${key}-c0`, year: 2019, make: 'Toyota', model: 'RAV4' })),
    systemEvent(dealer.token, 'opportunity.set', row),
    systemEvent(dealer.token, 'appointment.imported', appointmentRecord(`${key}-a0`, { customer_id: `${key}-c0`, vehicle_id: `${key}-v0` })),
    systemEvent(dealer.token, 'deal.imported', saleDealRecord(`${key}-s0`, `${key}-v0`, { customer_id: `${key}-c0` })),
    systemEvent(dealer.token, 'inventory.imported', inventoryRecord(`${key}-new`, 'new')),
    systemEvent(dealer.token, 'inventory.imported', inventoryRecord(`${key}-sold`, 'used', { deleted_at: '2024-05-01' })),
  ]);
  return { key, dealer, email, row };
}

const ready = (state: DealState | undefined) => (state?.status === 'ready' ? state.docs : null);

describe('subscribeDeal', () => {
  it('answers the deal page documents from local data and again when one of them changes', async () => {
    const { key, dealer, email, row } = await seededDealer();
    const { worker } = await world.signedIn(email);
    const deal = recorder<DealState>();
    await worker.subscribe('deal', row.id, deal.callback);
    const docs = await eventually(() => ready(deal.latest()), (value) => value !== null);
    expect(docs?.opportunity.id).toBe(row.id);
    expect(docs?.customer?.id).toBe(`${key}-c0`);
    expect(docs?.vehicle?.model).toBe('RAV4');
    expect(docs?.sales?.map((s) => s.id)).toEqual([`${key}-s0`]);
    expect(docs?.opportunities.map((o) => o.id)).toEqual([row.id]);
    expect(docs?.inventory.map((v) => v.id)).toEqual([`${key}-new`]);

    await world.server.store.appendSystem([systemEvent(dealer.token, 'opportunity.set', { ...row, payout: 12_345.67 })]);
    const changed = await eventually(() => ready(deal.latest()), (value) => value?.opportunity.payout === 12_345.67);
    expect(changed?.opportunity.payout).toBe(12_345.67);

    // Re-mined out of its type while the page is open: the page keeps its last figures and says it closed.
    await world.server.store.appendSystem([systemEvent(dealer.token, 'opportunity.removed', { id: row.id })]);
    const closed = await eventually(() => deal.latest(), (state) => state?.status === 'ready' && state.closed === true);
    expect(ready(closed)?.opportunity.payout).toBe(12_345.67);
  });

  it('reads an opportunity the store does not hold yet from the server', async () => {
    const { key, email, row } = await seededDealer();
    // Every pull is refused: the store stays empty, so the deal can only come from GET /opportunity/{id}.
    const asked: string[] = [];
    const noPulls: typeof fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      asked.push(url);
      const refused = new Response(JSON.stringify({ message: 'Not now.' }), { status: 503, headers: { 'content-type': 'application/json' } });
      return url.includes('/sync/pull') ? Promise.resolve(refused) : fetch(input, init);
    };
    const { worker } = await world.signedIn(email, { waitForSync: false, fetch: noPulls });
    const deal = recorder<DealState>();
    await worker.subscribe('deal', row.id, deal.callback);
    const docs = await eventually(() => ready(deal.latest()), (value) => value !== null);
    expect(docs?.opportunity.id).toBe(row.id);
    expect(docs?.customer?.id).toBe(`${key}-c0`);
    expect(docs?.sales?.map((s) => s.id)).toEqual([`${key}-s0`]);
    expect(asked.some((url) => url.includes(`/opportunity/${encodeURIComponent(row.id)}`))).toBe(true);
  });

  it('says There was a problem loading their request for an opportunity nobody has', async () => {
    const { email } = await seededDealer();
    const { worker } = await world.signedIn(email);
    const deal = recorder<DealState>();
    await worker.subscribe('deal', 'equity:nobody', deal.callback);
    const state = await eventually(() => deal.latest(), (value) => value?.status === 'error');
    expect(state).toEqual({ status: 'error', message: DEAL_LOAD_ERROR });
    expect(DEAL_LOAD_ERROR).toBe('There was a problem loading their request');
  });
});
