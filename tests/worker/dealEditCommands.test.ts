import { describe, expect, it } from 'vitest';
import type { OwnedVehicleDoc } from '../../domain/deal/dealDocs.ts';
import { DEAL_EDIT_MESSAGES, type DealEditForm } from '../../domain/deal/dealEdit.ts';
import { MILEAGE_MESSAGE } from '../../domain/deal/mileageUpdatedEvent.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import { mileageValuation } from '../../domain/opportunities/mileageValuation.ts';
import { financeContract } from '../../domain/opportunities/miningFixtures.ts';
import { DEFAULT_DEALER_SETTINGS } from '../../domain/settings/dealerSettings.ts';
import { dayInTimeZone } from '../../domain/time/zonedClock.ts';
import type { DealState } from '../../worker/api.ts';
import { ownedVehicleRecord } from '../support/dmsRecords.ts';
import { opportunityRow } from './opportunityFixtures.ts';
import { addDealer, addUser, eventually, importCustomers, importedCustomer, recorder, systemEvent, useWorkerWorld } from './workerFixtures.ts';

const world = useWorkerWorld();
let serial = 0;

const TODAY = dayInTimeZone(DEFAULT_DEALER_SETTINGS.config.dealer_timezone);
const SOLD_AT = `${Number(TODAY.slice(0, 4)) - 2}${TODAY.slice(4)}`;

/** A dealer with one customer and a financed vehicle two years into 60 payments, with its equity row. */
async function seededDealer() {
  const key = `e${++serial}`;
  const dealer = await addDealer(world.server, key);
  const email = `edit${serial}@example.com`;
  await addUser(world.server, email, [dealer]);
  await importCustomers(world.server, dealer.token, [importedCustomer(`${key}-c0`, 'Desk')]);
  const vehicle = ownedVehicleRecord(`${key}-v0`, {
    customer_id: `${key}-c0`,
    year: 2023,
    model: 'Corolla',
    mileage: 40_000,
    inservice_at: SOLD_AT,
    contract: financeContract({ bank_name: 'Toyota Financial Services', sold_at: SOLD_AT }),
  });
  const row = opportunityRow({ id: `equity:${key}-v0`, type: 'equity', dealer: dealer.token, customer_id: `${key}-c0`, vehicle_id: `${key}-v0` });
  await world.server.store.appendSystem([systemEvent(dealer.token, 'vehicle.imported', vehicle), systemEvent(dealer.token, 'opportunity.set', row)]);
  return { dealer, email, row, vehicle: { ...vehicle, dealer: dealer.token } as unknown as OwnedVehicleDoc };
}

const form = (row: Opportunity, changes: Partial<DealEditForm> = {}): DealEditForm => ({
  opportunity_id: row.id,
  customer_id: row.customer_id,
  vehicle_id: row.vehicle_id,
  type: 'finance',
  frequency: 'm',
  term: '72',
  rate: '5.49',
  payment: '480',
  trade: '18,000',
  bank: 'TD Auto Finance',
  amount: '27000',
  downpayment: '1250',
  sold_at: SOLD_AT,
  inservice_at: SOLD_AT,
  payout: '9000',
  payout_edited: true,
  ...changes,
});

const serverRow = async (dealer: string, id: string) => {
  const [found] = await world.server.deps.db.query<{ doc: Opportunity }>('SELECT doc FROM opportunities WHERE dealer = $1 AND id = $2 AND NOT deleted', [dealer, id]);
  return found?.doc ?? null;
};

describe('deal edit and mileage commands', () => {
  it('a form that breaks a rule answers its message and records nothing', async () => {
    const { email, row } = await seededDealer();
    const { worker, sync } = await world.signedIn(email);
    expect(await worker.dispatch({ type: 'deal.update', form: form(row, { term: '6.5' }) })).toEqual({ ok: false, reason: DEAL_EDIT_MESSAGES.term });
    expect(await worker.dispatch({ type: 'vehicle.updateMileage', vehicle_id: row.vehicle_id, customer_id: row.customer_id, mileage: -3 })).toEqual({
      ok: false,
      reason: MILEAGE_MESSAGE,
    });
    expect(sync.latest()?.pending).toBe(0);
  });

  it('a deal edited off line shows on the deal at once and reaches the server on line', async () => {
    const { dealer, email, row } = await seededDealer();
    const { worker, sync } = await world.signedIn(email);
    const deal = recorder<DealState>();
    await worker.subscribe('deal', row.id, deal.callback);
    await worker.setOnline(false);
    expect((await worker.dispatch({ type: 'deal.update', form: form(row) })).ok).toBe(true);
    const local = await eventually(
      () => deal.latest(),
      (state) => state?.status === 'ready' && state.docs.opportunity.payout === 9_000,
    );
    expect(local?.status === 'ready' && local.docs.opportunity).toMatchObject({ trade: 18_000, payout: 9_000, equity: 9_000, term: 72, payments: 480 });
    expect(local?.status === 'ready' && local.docs.vehicle?.desk).toEqual({ trade: 18_000, payout: 9_000 });
    expect(sync.latest()).toMatchObject({ online: false, pending: 1 });
    expect((await serverRow(dealer.token, row.id))?.payout).toBe(row.payout);

    await worker.setOnline(true);
    await eventually(() => serverRow(dealer.token, row.id), (doc) => doc?.payout === 9_000 && doc.trade === 18_000);
    await eventually(() => sync.latest(), (state) => state?.pending === 0 && state.online);
  });

  it('a mileage update gives the rows the trade value computed from the local documents, which the server confirms', async () => {
    const { dealer, email, row, vehicle } = await seededDealer();
    const { worker } = await world.signedIn(email);
    const deal = recorder<DealState>();
    await worker.subscribe('deal', row.id, deal.callback);
    const expected = mileageValuation({ vehicle, mileage: 95_000, build: [], settings: DEFAULT_DEALER_SETTINGS.config, today: TODAY });
    expect(expected.value).not.toBe(row.trade);
    const result = await worker.dispatch({ type: 'vehicle.updateMileage', vehicle_id: row.vehicle_id, customer_id: row.customer_id, mileage: 95_000 });
    expect(result.ok).toBe(true);
    await eventually(
      () => deal.latest(),
      (state) => state?.status === 'ready' && state.docs.opportunity.trade === expected.value && state.docs.vehicle?.mileage === 95_000,
    );
    const mined = await eventually(() => serverRow(dealer.token, row.id), (doc) => doc?.trade === expected.value);
    expect(mined?.equity).toBe(expected.equity);
  });
});
