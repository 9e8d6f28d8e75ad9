import { describe, expect, it } from 'vitest';
import type { Doc, DocRef } from '../events/collections.ts';
import type { EventEnvelope } from '../events/envelope.ts';
import { prepareEvent, type PreparedEvent } from '../events/registry.ts';
import { leaseContract, ownedVehicle } from '../opportunities/miningFixtures.ts';
import { opportunityRow } from '../opportunityList/opportunityRowFixture.ts';
import type { DealUpdate } from './dealEdit.ts';
import { DEAL_UPDATED, NOT_THE_VEHICLES_OPPORTUNITY_MESSAGE } from './dealUpdatedEvent.ts';
import { NOT_THE_CUSTOMERS_VEHICLE_MESSAGE, VEHICLE_NOT_ON_FILE_MESSAGE } from './deskTargets.ts';

const deal = (changes: Partial<DealUpdate> = {}): DealUpdate => ({
  opportunity_id: 'equity:V1',
  customer_id: 'C1',
  vehicle_id: 'V1',
  type: 'finance',
  frequency: 'm',
  term: 60,
  rate: 5.49,
  payment: 450,
  trade: 23_120,
  bank: 'TD Auto Finance',
  amount: 26_000,
  downpayment: 2_000,
  sold_at: '2022-01-01',
  inservice_at: '2021-12-15',
  payout: 15_300,
  payout_edited: false,
  ...changes,
});

// The event is made 2024-01-01: 26 periods after the sale, 34 of 60 payments left (docs/deal-math.md).
const event = (payload: unknown): EventEnvelope => ({
  id: '3b241101-e2bb-4255-8caf-4136c566a962',
  type: DEAL_UPDATED,
  dealer: 'D1',
  actor: 7,
  time: '2024-01-01T15:00:00.000Z',
  payload,
});

const prepared = (payload: unknown): PreparedEvent => {
  const result = prepareEvent(event(payload));
  if (!result.ok) throw new Error(result.reason);
  return result.prepared;
};

const vehicleDoc = (changes: Record<string, unknown> = {}): Doc => ({ ...ownedVehicle(), dealer: 'D1', ...changes }) as unknown as Doc;
const row = (type: 'equity' | 'service', changes: Record<string, unknown> = {}): Doc =>
  ({ ...opportunityRow({ id: `${type}:V1`, type, customer_id: 'C1', vehicle_id: 'V1', dealer: 'D1' }), ...changes }) as unknown as Doc;

function documents(...docs: [DocRef['collection'], Doc][]): (ref: DocRef) => Doc | undefined {
  const byRef = new Map(docs.map(([collection, doc]) => [`${collection}/${doc.id}`, doc]));
  return (ref) => byRef.get(`${ref.collection}/${ref.id}`);
}

describe('deal.updated', () => {
  it('checks the payload with the deal edit rules', () => {
    expect(prepareEvent(event({ ...deal(), term: 0 }))).toEqual({ ok: false, reason: 'A finance or lease term is at least 1 month.' });
    expect(prepareEvent(event({ ...deal(), payment: -5 }))).toEqual({ ok: false, reason: 'Enter the payment in dollars (0 or more).' });
  });

  it('is any signed-in dealer user’s action, deal.update', () => {
    expect(prepared(deal()).action).toBe('deal.update');
  });

  it('reads the vehicle and every opportunity row the engine can hold for it', () => {
    const refs = prepared(deal()).targets;
    expect(refs).toContainEqual({ collection: 'vehicles', id: 'V1' });
    expect(refs).toContainEqual({ collection: 'opportunities', id: 'equity:V1' });
    expect(refs).toContainEqual({ collection: 'opportunities', id: 'service:V1' });
    expect(refs).toContainEqual({ collection: 'refs', id: 'settings:D1' });
    expect(refs).toHaveLength(10);
  });

  it('applies only to a vehicle on file that the customer owns, from one of its opportunities', () => {
    expect(prepared(deal()).conflict(documents())).toBe(VEHICLE_NOT_ON_FILE_MESSAGE);
    expect(prepared(deal({ customer_id: 'C9' })).conflict(documents(['vehicles', vehicleDoc()]))).toBe(NOT_THE_CUSTOMERS_VEHICLE_MESSAGE);
    const elsewhere = documents(['vehicles', vehicleDoc()], ['opportunities', row('equity', { vehicle_id: 'V2' })]);
    expect(prepared(deal()).conflict(elsewhere)).toBe(NOT_THE_VEHICLES_OPPORTUNITY_MESSAGE);
    expect(prepared(deal()).conflict(documents(['vehicles', vehicleDoc()], ['opportunities', row('equity')]))).toBeNull();
  });

  it('writes the contract, in-service date and desk trade; the payout rule keeps the payout until EDIT was pressed', () => {
    const changes = prepared(deal()).project(documents(['vehicles', vehicleDoc()], ['opportunities', row('equity')], ['opportunities', row('service')]));
    const vehicle = changes.find((change) => change.collection === 'vehicles')?.doc;
    expect(vehicle).toMatchObject({
      id: 'V1',
      mileage: 60_000,
      inservice_at: '2021-12-15',
      contract: {
        type: 'finance',
        frequency: 'm',
        term: 60,
        rate: 5.49,
        payment: 450,
        amount: 26_000,
        downpayment: 2_000,
        bank_name: 'TD Auto Finance',
        sold_at: '2022-01-01',
        residual_amount: null,
        km_allowance: null,
      },
      desk: { trade: 23_120, payout: null },
    });
    const rows = changes.filter((change) => change.collection === 'opportunities');
    expect(rows.map((change) => change.id)).toEqual(['equity:V1', 'service:V1']);
    for (const change of rows) {
      expect(change.doc).toMatchObject({
        sale_type: 'finance',
        frequency: 'm',
        payments: 450,
        payments_left: 34,
        payments_total: 60,
        term: 60,
        apr: 5.49,
        payout: 15_300,
        trade: 23_120,
        equity: 7_820,
      });
    }
  });

  it("counts the payments left to the dealer's day of the edit, not the UTC day", () => {
    // Sold 2022-01-01: the 27th 28-day period ends on 2024-01-27 (756 days). At 2024-01-27T06:00Z that day has begun
    // in UTC and in Toronto (the default zone), but it is still January 26 at 22:00 in Vancouver.
    const late = (settings: Doc[]) => {
      const payload = prepareEvent({ ...event(deal()), time: '2024-01-27T06:00:00.000Z' });
      if (!payload.ok) throw new Error(payload.reason);
      const docs = documents(['vehicles', vehicleDoc()], ['opportunities', row('equity')], ...settings.map((doc): [DocRef['collection'], Doc] => ['refs', doc]));
      return payload.prepared.project(docs).find((change) => change.collection === 'opportunities')?.doc;
    };
    const vancouver = { id: 'settings:D1', dealer: 'D1', kind: 'settings', config: { dealer_timezone: 'America/Vancouver' } } as unknown as Doc;
    expect(late([vancouver])).toMatchObject({ payments_left: 34 });
    expect(late([])).toMatchObject({ payments_left: 33 });
  });

  it('keeps a payout typed after EDIT on the vehicle and the rows', () => {
    const changes = prepared(deal({ payout: 12_000, payout_edited: true })).project(documents(['vehicles', vehicleDoc()], ['opportunities', row('equity')]));
    expect(changes[0]?.doc).toMatchObject({ desk: { trade: 23_120, payout: 12_000 } });
    expect(changes[1]?.doc).toMatchObject({ payout: 12_000, equity: 11_120 });
  });

  it('a lease keeps its residual and km allowance; a vehicle that becomes a lease gets 0 and 20,000 km a year', () => {
    const lease = deal({ type: 'lease', term: 36, frequency: 'b', payment: 210 });
    const kept = prepared(lease).project(documents(['vehicles', vehicleDoc({ contract: leaseContract() })]));
    expect(kept[0]?.doc).toMatchObject({ contract: { type: 'lease', frequency: 'b', residual_amount: 15_000, km_allowance: 20_000 } });
    const turned = prepared(lease).project(documents(['vehicles', vehicleDoc()]));
    expect(turned[0]?.doc).toMatchObject({ contract: { type: 'lease', residual_amount: 0, km_allowance: 20_000 } });
  });

  it('a cash deal has no payments and no payout', () => {
    const cash = deal({ type: 'cash', term: 0, payment: 0, rate: 0, payout: 0 });
    const changes = prepared(cash).project(documents(['vehicles', vehicleDoc({ contract: leaseContract() })], ['opportunities', row('equity')]));
    expect(changes[0]?.doc).toMatchObject({ contract: { type: 'cash', residual_amount: null, km_allowance: null }, desk: { trade: 23_120, payout: null } });
    expect(changes[1]?.doc).toMatchObject({ sale_type: 'cash', frequency: null, payments: 0, payments_left: 0, payout: 0, equity: 23_120 });
  });
});
