import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OwnedVehicleDoc } from '../../domain/deal/dealDocs.ts';
import type { DealUpdate } from '../../domain/deal/dealEdit.ts';
import { DEAL_UPDATED } from '../../domain/deal/dealUpdatedEvent.ts';
import { VEHICLE_NOT_ON_FILE_MESSAGE } from '../../domain/deal/deskTargets.ts';
import { MILEAGE_UPDATED } from '../../domain/deal/mileageUpdatedEvent.ts';
import type { Contract } from '../../domain/dms/ownedVehicle.ts';
import type { EventEnvelope, PushResponse } from '../../domain/events/envelope.ts';
import { contractStatus } from '../../domain/opportunities/contractStatus.ts';
import { financeContract } from '../../domain/opportunities/miningFixtures.ts';
import { mileageValuation } from '../../domain/opportunities/mileageValuation.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import { WRONG_DEALER_MESSAGE } from '../../domain/permissions/permissions.ts';
import { DEFAULT_DEALER_SETTINGS } from '../../domain/settings/dealerSettings.ts';
import { dayInTimeZone } from '../../domain/time/zonedClock.ts';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { importRecords } from '../../sync-server/dms/importRecords.ts';
import { SYSTEM_ACTOR } from '../../sync-server/events/systemEvents.ts';
import { customerRecord, ownedVehicleRecord } from '../support/dmsRecords.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { DEALER, OTHER_DEALER, addNamedUser, bearer, useListsTestWorld } from './support/listsTestApp.ts';

const TODAY = dayInTimeZone(DEFAULT_DEALER_SETTINGS.config.dealer_timezone);
/** Two years before today: a 60-month finance with about 34 payments left. */
const SOLD_AT = `${Number(TODAY.slice(0, 4)) - 2}${TODAY.slice(4)}`;
const CONTRACT = financeContract({ bank_name: 'Toyota Financial Services', sold_at: SOLD_AT });

type Row = { id: string; deleted: boolean; doc: Opportunity };

const deal = (changes: Partial<DealUpdate> = {}): DealUpdate => ({
  opportunity_id: 'equity:V1',
  customer_id: 'C1',
  vehicle_id: 'V1',
  type: 'finance',
  frequency: 'm',
  term: 72,
  rate: 5.49,
  payment: 480,
  trade: 18_000,
  bank: 'TD Auto Finance',
  amount: 27_000,
  downpayment: 1_250,
  sold_at: SOLD_AT,
  inservice_at: SOLD_AT,
  payout: 9_000,
  payout_edited: true,
  ...changes,
});

describe.each(testDatabases())('deal edit and mileage update on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  let seller: AuthUser;
  let stranger: AuthUser;

  beforeEach(async () => {
    app = await world.reset();
    seller = await addNamedUser(world, { email: 'bob@a.test', first: 'Bob', last: 'Brown', dealers: [DEALER] });
    stranger = await addNamedUser(world, { email: 'olga@b.test', first: 'Olga', last: 'Other', dealers: [OTHER_DEALER] });
    const mining = { db: world.db, today: TODAY };
    await importRecords(world.store, DEALER, 'settings', [{}], mining);
    await importRecords(world.store, DEALER, 'customer', [customerRecord('C1', 'Tremblay')], mining);
    const vehicle = ownedVehicleRecord('V1', { customer_id: 'C1', year: 2023, model: 'Corolla', mileage: 40_000, inservice_at: SOLD_AT, contract: CONTRACT });
    await importRecords(world.store, DEALER, 'vehicle', [vehicle], mining);
  });

  const event = (type: string, payload: unknown, actor: number = seller.id, dealer: string = DEALER): EventEnvelope => ({
    id: randomUUID(),
    type,
    dealer,
    actor,
    time: new Date().toISOString(),
    payload,
  });
  const push = async (user: AuthUser, events: EventEnvelope[], token: string = DEALER) =>
    app.request(`/sync/push?token=${token}`, {
      method: 'POST',
      headers: { ...(await bearer(user)), 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
    });
  const post = async (user: AuthUser, path: string, body: Record<string, string>, token: string = DEALER) =>
    app.request(`${path}?token=${token}`, {
      method: 'POST',
      headers: { ...(await bearer(user)), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    });
  const rows = async (): Promise<Map<string, Row>> => {
    const found = await world.db.query<Row>("SELECT id, deleted, doc FROM opportunities WHERE dealer = $1 AND doc->>'vehicle_id' = 'V1'", [DEALER]);
    return new Map(found.map((row) => [row.id, row]));
  };
  const live = async () => [...(await rows()).values()].filter((row) => !row.deleted);
  const vehicle = async () => {
    const [row] = await world.db.query<{ doc: OwnedVehicleDoc }>('SELECT doc FROM vehicles WHERE dealer = $1 AND id = $2', [DEALER, 'V1']);
    return row?.doc;
  };
  const miningAfter = async (seq: number) =>
    world.db.query<{ type: string }>('SELECT type FROM events WHERE dealer = $1 AND actor = $2 AND seq > $3', [DEALER, SYSTEM_ACTOR, seq]);
  const seqOf = async (id: string) => {
    const [row] = await world.db.query<{ seq: string | number }>('SELECT seq FROM events WHERE id = $1', [id]);
    return Number(row?.seq);
  };

  it('a pushed deal edit writes the contract and desk figures, and every row of the vehicle is mined again with them', async () => {
    expect((await live()).map((row) => row.id)).toContain('equity:V1');
    const edit = event(DEAL_UPDATED, deal());
    const response = await push(seller, [edit]);
    expect(await response.json()).toEqual({ accepted: [edit.id], rejected: [] } satisfies PushResponse);

    expect(await vehicle()).toMatchObject({
      contract: { type: 'finance', term: 72, rate: 5.49, payment: 480, bank_name: 'TD Auto Finance', sold_at: SOLD_AT },
      desk: { trade: 18_000, payout: 9_000 },
    });
    expect((await miningAfter(await seqOf(edit.id))).map((row) => row.type)).toContain('opportunity.set');
    const newContract: Contract = { ...CONTRACT, term: 72, rate: 5.49, payment: 480, bank_name: 'TD Auto Finance' };
    const status = contractStatus(newContract, TODAY);
    const found = await live();
    expect(found.length).toBeGreaterThan(0);
    for (const row of found) {
      expect(row.doc).toMatchObject({ trade: 18_000, payout: 9_000, equity: 9_000, term: 72, payments: 480, apr: 5.49 });
      // Only the engine's run sets these from the new term: the projection leaves them.
      expect([row.doc.days_out, row.doc.payments_total]).toEqual([status.daysOut, 72]);
    }
  });

  it('a deal edited to cash leaves the equity list after the re-mining', async () => {
    const edit = event(DEAL_UPDATED, deal({ type: 'cash', term: 0, payment: 0, rate: 0, payout: 0, payout_edited: false }));
    expect(await (await push(seller, [edit])).json()).toEqual({ accepted: [edit.id], rejected: [] });
    expect((await rows()).get('equity:V1')?.deleted).toBe(true);
  });

  it('a pushed mileage update is valued again by the engine: the rows hold the server’s trade value and equity', async () => {
    // The payload carries the value a client computed; a wrong one does not stand once the customer is mined again.
    const update = event(MILEAGE_UPDATED, { vehicle_id: 'V1', customer_id: 'C1', mileage: 90_000, value: 1 });
    expect(await (await push(seller, [update])).json()).toEqual({ accepted: [update.id], rejected: [] });
    const stored = await vehicle();
    expect(stored?.mileage).toBe(90_000);
    if (!stored) throw new Error('no vehicle');
    const expected = mileageValuation({ vehicle: stored, mileage: 90_000, build: [], settings: DEFAULT_DEALER_SETTINGS.config, today: TODAY });
    expect(expected.value).toBeGreaterThan(1);
    const equityRow = (await rows()).get('equity:V1');
    expect([equityRow?.doc.trade, equityRow?.doc.equity]).toEqual([expected.value, expected.equity]);
  });

  it('POST /vehicle/update/mileage answers value and equity, which the opportunity rows then show', async () => {
    const response = await post(seller, '/vehicle/update/mileage', { vehicle_id: 'V1', customer_id: 'C1', mileage: '75,000' });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { value: number; equity: number };
    const before = (await rows()).get('equity:V1');
    expect(before?.doc).toMatchObject({ trade: answer.value, equity: answer.equity });
    expect((await vehicle())?.mileage).toBe(75_000);
    expect(answer.equity).toBe(Math.round((answer.value - (before?.doc.payout ?? 0)) * 100) / 100);

    const missing = await post(seller, '/vehicle/update/mileage', { vehicle_id: 'V9', customer_id: 'C1', mileage: '1000' });
    expect([missing.status, await missing.json()]).toEqual([404, { message: VEHICLE_NOT_ON_FILE_MESSAGE }]);
    const bad = await post(seller, '/vehicle/update/mileage', { vehicle_id: 'V1', customer_id: 'C1', mileage: 'lots' });
    expect([bad.status, await bad.json()]).toEqual([400, { message: 'Enter the mileage in kilometres, from 0 to 2,000,000.' }]);
  });

  it('POST /opportunity/dealsheet/update records the form for the signed-in user and answers the row', async () => {
    const fields = { ...deal(), term: '72', rate: '5.49', payment: '480', trade: '18000', amount: '27000', downpayment: '1250', payout: '9000' };
    const body = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)]));
    const response = await post(seller, '/opportunity/dealsheet/update', body);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { opportunity: Opportunity };
    expect(answer.opportunity).toMatchObject({ id: 'equity:V1', trade: 18_000, payout: 9_000, equity: 9_000, term: 72 });
    const [recorded] = await world.db.query<{ actor: number; payload: DealUpdate }>('SELECT actor, payload FROM events WHERE type = $1', [DEAL_UPDATED]);
    expect(recorded).toMatchObject({ actor: seller.id, payload: { payout_edited: true, trade: 18_000 } });
  });

  it('without payout_edited, an API caller’s payout equal to the payout rule’s is automatic', async () => {
    const equityRow = (await rows()).get('equity:V1');
    const body = { ...Object.fromEntries(Object.entries(deal({ term: 60, payment: 500, rate: 4.99 })).map(([key, value]) => [key, String(value)])) };
    delete body.payout_edited;
    body.payout = String(equityRow?.doc.payout);
    expect((await post(seller, '/opportunity/dealsheet/update', body)).status).toBe(200);
    expect((await vehicle())?.desk).toEqual({ trade: 18_000, payout: null });
  });

  it('a bad deal edit is refused with its message', async () => {
    const pushed = event(DEAL_UPDATED, deal({ term: 0 }));
    expect(await (await push(seller, [pushed])).json()).toEqual({
      accepted: [],
      rejected: [{ id: pushed.id, reason: 'A finance or lease term is at least 1 month.' }],
    });
    const posted = await post(seller, '/opportunity/dealsheet/update', { ...Object.fromEntries(Object.entries(deal()).map(([k, v]) => [k, String(v)])), term: 'six' });
    expect(posted.status).toBe(400);
    expect(await posted.json()).toMatchObject({ message: 'Enter the term in whole months, from 0 to 120.', errors: { term: 'Enter the term in whole months, from 0 to 120.' } });
    expect((await vehicle())?.desk).toBeUndefined();
  });

  it('a trade or down payment that is not a number is refused with its message; only an empty one counts as 0', async () => {
    const form = Object.fromEntries(Object.entries(deal()).map(([k, v]) => [k, String(v)]));
    const trade = await post(seller, '/opportunity/dealsheet/update', { ...form, trade: 'abc' });
    expect([trade.status, await trade.json()]).toEqual([
      400,
      { message: 'Enter the trade value in dollars (0 or more).', errors: { trade: 'Enter the trade value in dollars (0 or more).' } },
    ]);
    const down = await post(seller, '/opportunity/dealsheet/update', { ...form, downpayment: '12x' });
    expect([down.status, await down.json()]).toEqual([
      400,
      { message: 'Enter the down payment in dollars (0 or more).', errors: { downpayment: 'Enter the down payment in dollars (0 or more).' } },
    ]);
    expect((await vehicle())?.desk).toBeUndefined();
    const empty = await post(seller, '/opportunity/dealsheet/update', { ...form, trade: '', downpayment: ' ' });
    expect(empty.status).toBe(200);
    const [recorded] = await world.db.query<{ payload: DealUpdate }>('SELECT payload FROM events WHERE type = $1', [DEAL_UPDATED]);
    expect(recorded?.payload).toMatchObject({ trade: 0, downpayment: 0 });
  });

  it('another dealer’s user gets the dealer error and changes nothing', async () => {
    const pushed = await push(stranger, [event(DEAL_UPDATED, deal(), stranger.id)]);
    expect([pushed.status, await pushed.json()]).toEqual([403, { message: WRONG_DEALER_MESSAGE }]);
    const foreign = event(MILEAGE_UPDATED, { vehicle_id: 'V1', customer_id: 'C1', mileage: 1, value: 1 }, stranger.id);
    expect(await (await push(stranger, [foreign], OTHER_DEALER)).json()).toEqual({ accepted: [], rejected: [{ id: foreign.id, reason: WRONG_DEALER_MESSAGE }] });
    for (const path of ['/opportunity/dealsheet/update', '/vehicle/update/mileage']) {
      const response = await post(stranger, path, { vehicle_id: 'V1', customer_id: 'C1', mileage: '1' });
      expect([response.status, await response.json()]).toEqual([403, { message: WRONG_DEALER_MESSAGE }]);
    }
    expect(await vehicle()).toMatchObject({ mileage: 40_000, contract: CONTRACT });
  });
});
