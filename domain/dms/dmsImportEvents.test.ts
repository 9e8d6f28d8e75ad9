import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Doc, DocRef } from '../events/collections.ts';
import type { EventEnvelope } from '../events/envelope.ts';
import { prepareEvent } from '../events/registry.ts';
import { DMS_IMPORTS, DMS_KINDS } from './dmsImports.ts';

const event = (type: string, payload: unknown): EventEnvelope => ({
  id: '5d1f3a52-8a4b-4f0b-a7a0-1c2e3d4f5a6b',
  type,
  dealer: 'dealer-token',
  actor: 0,
  time: '2026-11-22T10:00:00.000Z',
  payload,
});
const none = (_ref: DocRef): Doc | undefined => undefined;

const deal = {
  id: 'D1',
  customer_id: 'C1',
  vehicle_id: 'V1',
  trade_vehicle_id: 'V0',
  sale_type: 'lease',
  sold_at: '2024-06-02',
  salesperson: null,
  opportunity_id: null,
  opportunity_type: null,
};
const build = { id: 'B1', year: 2025, make: 'Kia', model: 'Sportage', trim: 'EX', engine: '', transmission: '', drivetrain: '', price: 36_000, freight: 1_800, photo: '', incentives: [] };

describe('DMS import events', () => {
  it('every kind has a registered import event that only the server may append', () => {
    for (const kind of DMS_KINDS) {
      const prepared = prepareEvent(event(DMS_IMPORTS[kind].type, {}));
      expect(prepared.ok, kind).toBe(kind === 'settings');
      if (prepared.ok) expect(prepared.prepared.action).toBeNull();
    }
  });
  it('a sale is projected into deals under its DMS id, as it came', () => {
    const prepared = prepareEvent(event('deal.imported', deal));
    if (!prepared.ok) throw new Error(prepared.reason);
    expect(prepared.prepared.action).toBeNull();
    expect(prepared.prepared.targets).toEqual([{ collection: 'deals', id: 'D1' }]);
    expect(prepared.prepared.project(none)).toEqual([{ collection: 'deals', id: 'D1', doc: { ...deal, dealer: 'dealer-token' } }]);
  });
  it('a sale names an opportunity type of the spec, or none', () => {
    const prepared = prepareEvent(event('deal.imported', { ...deal, opportunity_type: 'upgrade' }));
    expect(prepared.ok).toBe(false);
  });
  it('a build vehicle goes to refs as build:<id>, kind build, its DMS id kept in build_id', () => {
    const prepared = prepareEvent(event('build.imported', build));
    if (!prepared.ok) throw new Error(prepared.reason);
    expect(prepared.prepared.project(none)).toEqual([
      { collection: 'refs', id: 'build:B1', doc: { ...build, id: 'build:B1', build_id: 'B1', kind: 'build', dealer: 'dealer-token' } },
    ]);
  });
  it("the settings go to refs as the dealer's one settings document, defaults filled in", () => {
    const prepared = prepareEvent(event('settings.imported', {}));
    if (!prepared.ok) throw new Error(prepared.reason);
    const [change] = prepared.prepared.project(none);
    expect(change).toMatchObject({ collection: 'refs', id: 'settings:dealer-token', doc: { kind: 'settings', config: { dealsheet_expiry: 7 } } });
  });
  it('a schema output passes its schema again unchanged, so a rebuild replays the same documents', () => {
    for (const [kind, input] of [['deal', deal], ['build', build], ['settings', { config: { dealsheet_orphans: 0 } }]] as const) {
      const once = v.parse(DMS_IMPORTS[kind].record, input);
      expect(v.parse(DMS_IMPORTS[kind].record, once)).toEqual(once);
    }
  });
});
