import { describe, expect, it } from 'vitest';
import type { Doc, DocRef } from '../events/collections.ts';
import type { EventEnvelope } from '../events/envelope.ts';
import { prepareEvent, type PreparedEvent } from '../events/registry.ts';
import { ownedVehicle } from '../opportunities/miningFixtures.ts';
import { opportunityRow } from '../opportunityList/opportunityRowFixture.ts';
import { NOT_THE_CUSTOMERS_VEHICLE_MESSAGE, VEHICLE_NOT_ON_FILE_MESSAGE } from './deskTargets.ts';
import { MILEAGE_MESSAGE, MILEAGE_UPDATED, type MileageUpdate } from './mileageUpdatedEvent.ts';

const update = (changes: Partial<MileageUpdate> = {}): MileageUpdate => ({ vehicle_id: 'V1', customer_id: 'C1', mileage: 80_000, value: 13_005, ...changes });

const event = (payload: unknown): EventEnvelope => ({
  id: '9b2f6c1e-7d4a-4c1b-9a53-2f0e8d6b1c44',
  type: MILEAGE_UPDATED,
  dealer: 'D1',
  actor: 7,
  time: '2025-06-15T15:00:00.000Z',
  payload,
});

const prepared = (payload: unknown): PreparedEvent => {
  const result = prepareEvent(event(payload));
  if (!result.ok) throw new Error(result.reason);
  return result.prepared;
};

function documents(...docs: [DocRef['collection'], Record<string, unknown>][]): (ref: DocRef) => Doc | undefined {
  const byRef = new Map(docs.map(([collection, doc]) => [`${collection}/${String(doc.id)}`, doc as Doc]));
  return (ref) => byRef.get(`${ref.collection}/${ref.id}`);
}

const row = (type: 'equity' | 'warranty', payout: number) =>
  opportunityRow({ id: `${type}:V1`, type, customer_id: 'C1', vehicle_id: 'V1', dealer: 'D1', trade: 14_450, payout });

describe('vehicle.mileage_updated', () => {
  it('takes a mileage in kilometres', () => {
    expect(prepareEvent(event(update({ mileage: -1 })))).toEqual({ ok: false, reason: MILEAGE_MESSAGE });
    expect(prepareEvent(event({ vehicle_id: 'V1', customer_id: 'C1', mileage: '80000', value: 1 }))).toEqual({ ok: false, reason: MILEAGE_MESSAGE });
    expect(prepared(update()).action).toBe('vehicle.update_mileage');
  });

  it('applies only to a vehicle on file that the customer owns', () => {
    expect(prepared(update()).conflict(documents())).toBe(VEHICLE_NOT_ON_FILE_MESSAGE);
    expect(prepared(update({ customer_id: 'C2' })).conflict(documents(['vehicles', { ...ownedVehicle(), dealer: 'D1' }]))).toBe(
      NOT_THE_CUSTOMERS_VEHICLE_MESSAGE,
    );
  });

  it('sets the mileage, clears the trade the desk typed (a typed payout stays), and gives the rows value and equity', () => {
    const current = documents(
      ['vehicles', { ...ownedVehicle(), dealer: 'D1', desk: { trade: 20_000, payout: 12_000 } }],
      ['opportunities', row('equity', 10_500)],
      ['opportunities', row('warranty', 12_000)],
    );
    const changes = prepared(update()).project(current);
    expect(changes[0]).toMatchObject({ collection: 'vehicles', id: 'V1', doc: { mileage: 80_000, desk: { trade: null, payout: 12_000 } } });
    expect(changes.slice(1).map((change) => [change.id, change.doc?.trade, change.doc?.equity])).toEqual([
      ['equity:V1', 13_005, 2_505],
      ['warranty:V1', 13_005, 1_005],
    ]);
  });

  it('a vehicle the desk never edited keeps no desk figures', () => {
    const changes = prepared(update()).project(documents(['vehicles', { ...ownedVehicle(), dealer: 'D1' }]));
    expect(changes).toHaveLength(1);
    expect(changes[0]?.doc).toMatchObject({ mileage: 80_000, desk: null });
  });
});
