import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Doc, DocRef } from '../events/collections.ts';
import type { EventEnvelope } from '../events/envelope.ts';
import { prepareEvent } from '../events/registry.ts';
import { CustomerSchema } from './customer.ts';
import { EMPTY_CUSTOMER_FORM } from './customerForm.ts';

const id = '0b6f1c9e-4f7a-4c1e-9a51-2f0d3b1c5e77';
const event = (type: string, payload: unknown): EventEnvelope => ({
  id: '5d1f3a52-8a4b-4f0b-a7a0-1c2e3d4f5a6b',
  type,
  dealer: 'dealer-token',
  actor: 7,
  time: '2026-11-22T10:00:00.000Z',
  payload,
});
const none = (_ref: DocRef): Doc | undefined => undefined;

describe('customer events', () => {
  it('a created customer is projected with a number, the actor as salesperson and digits-only phones', () => {
    const form = { ...EMPTY_CUSTOMER_FORM, first_name: 'Ada', last_name: 'Lovelace', cell: '(519) 555-0100', can_mail: 1 as const };
    const prepared = prepareEvent(event('customer.created', { id, form }));
    expect(prepared.ok).toBe(true);
    if (!prepared.ok) return;
    const [change] = prepared.prepared.project(none);
    expect(change?.doc).toMatchObject({
      id,
      dealer: 'dealer-token',
      number: 'N0B6F1C9',
      full_name: 'Ada Lovelace',
      user_id: 7,
      contact: { cell: '5195550100', can_mail: 1 },
      deleted_at: null,
    });
  });
  it('the projections of created and updated customers are valid customers (the schema is the one description)', () => {
    const created = prepareEvent(event('customer.created', { id, form: { ...EMPTY_CUSTOMER_FORM, first_name: 'Ada', last_name: 'Lovelace' } }));
    if (!created.ok) throw new Error(created.reason);
    const [change] = created.prepared.project(none);
    expect(v.safeParse(CustomerSchema, change?.doc).issues).toBeUndefined();
    const updated = prepareEvent(event('customer.updated', { id, form: { ...EMPTY_CUSTOMER_FORM, type: 'B', business: 'Acme', email: 'a@acme.example', can_email: 1 } }));
    if (!updated.ok) throw new Error(updated.reason);
    const [after] = updated.prepared.project(() => change?.doc ?? undefined);
    expect(v.safeParse(CustomerSchema, after?.doc).issues).toBeUndefined();
    expect(after?.doc).toMatchObject({ type: 'B', full_name: 'Acme', first_name: '', contact: { email: 'a@acme.example', can_email: 1 } });
  });
  it('the server refuses a form that breaks a rule, with the rule message', () => {
    const prepared = prepareEvent(event('customer.created', { id, form: { ...EMPTY_CUSTOMER_FORM, first_name: 'Ada' } }));
    expect(prepared).toEqual({ ok: false, reason: 'Please ensure you have supplied a Customer name.' });
  });
  it('an update of a customer that does not exist is a conflict', () => {
    const form = { ...EMPTY_CUSTOMER_FORM, type: 'B' as const, business: 'Acme' };
    const prepared = prepareEvent(event('customer.updated', { id, form }));
    expect(prepared.ok && prepared.prepared.conflict(none)).toBe('This customer does not exist.');
  });
  it('an unknown event type is refused', () => {
    expect(prepareEvent(event('customer.exploded', {}))).toEqual({ ok: false, reason: 'Unknown event type customer.exploded.' });
  });
  it('a typed-in customer is placed at the centroid of the postal code; a DMS position stays until the code changes', () => {
    const form = { ...EMPTY_CUSTOMER_FORM, first_name: 'Ada', last_name: 'Lovelace', postal_code: 'm5v 2t6' };
    const created = prepareEvent(event('customer.created', { id, form }));
    if (!created.ok) throw new Error(created.reason);
    const [change] = created.prepared.project(none);
    // Statistics Canada's centroid of the FSA M5V (docs/geo.md): 43.64, -79.40.
    expect(change?.doc).toMatchObject({ latitude: 43.64, longitude: -79.4, postal_code: 'M5V 2T6' });
    const dms = { ...(change?.doc as Doc), latitude: 43.6411, longitude: -79.3893, distance: 12.5 };
    const same = prepareEvent(event('customer.updated', { id, form: { ...form, city: 'Toronto' } }));
    if (!same.ok) throw new Error(same.reason);
    expect(same.prepared.project(() => dms)[0]?.doc).toMatchObject({ latitude: 43.6411, longitude: -79.3893, distance: 12.5 });
    const moved = prepareEvent(event('customer.updated', { id, form: { ...form, postal_code: 'H2X 1Y4' } }));
    if (!moved.ok) throw new Error(moved.reason);
    // H2X (Montreal): 45.51, -73.57; the distance is measured again by the engine.
    expect(moved.prepared.project(() => dms)[0]?.doc).toMatchObject({ latitude: 45.51, longitude: -73.57, distance: null });
  });
});
