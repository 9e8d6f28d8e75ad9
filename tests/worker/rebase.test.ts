import { describe, expect, it } from 'vitest';
import type { Doc } from '../../domain/events/collections.ts';
import type { EventEnvelope } from '../../domain/events/envelope.ts';
import { rebase } from '../../worker/sync/rebase.ts';
import { customerForm, importedCustomer } from './customerFixtures.ts';

const dealer = 'tok-a';
const event = (type: string, id: string, lastName: string): EventEnvelope => ({
  id: crypto.randomUUID(),
  type,
  dealer,
  actor: 7,
  time: '2024-05-01T00:00:00.000Z',
  payload: { id, form: customerForm(lastName) },
});
const serverDoc = (id: string, lastName: string): Doc => ({ ...importedCustomer(id, lastName), dealer }) as unknown as Doc;

describe('rebase of pulled documents under pending events', () => {
  it('keeps a pending update on top of the pulled server state', () => {
    const changes = rebase([{ collection: 'customers', id: 'c1', doc: serverDoc('c1', 'Server') }], [event('customer.updated', 'c1', 'Mine')], () => undefined);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.doc).toMatchObject({ id: 'c1', last_name: 'Mine', city: '' });
  });

  it('applies pending events in order, each on the result of the one before', () => {
    const pending = [event('customer.updated', 'c1', 'First'), event('customer.updated', 'c1', 'Second')];
    const [change] = rebase([{ collection: 'customers', id: 'c1', doc: serverDoc('c1', 'Server') }], pending, () => undefined);
    expect(change?.doc).toMatchObject({ last_name: 'Second' });
  });

  it('leaves documents no pending event targets as the server has them', () => {
    const [change] = rebase([{ collection: 'customers', id: 'c2', doc: serverDoc('c2', 'Server') }], [event('customer.updated', 'c1', 'Mine')], () => undefined);
    expect(change?.doc).toMatchObject({ last_name: 'Server' });
  });

  it('writes a tombstone as a removal, and a pending create brings its document back', () => {
    expect(rebase([{ collection: 'customers', id: 'c3', doc: null }], [], () => undefined)).toEqual([{ collection: 'customers', id: 'c3', doc: null }]);
    const [change] = rebase([{ collection: 'customers', id: 'c3', doc: null }], [event('customer.created', 'c3', 'New')], () => undefined);
    expect(change?.doc).toMatchObject({ id: 'c3', dealer, last_name: 'New', user_id: 7 });
  });
});
