import { describe, expect, it } from 'vitest';
import type { Doc, DocRef } from '../events/collections.ts';
import type { EventEnvelope } from '../events/envelope.ts';
import { prepareEvent } from '../events/registry.ts';

const event = (type: string, payload: unknown, id = '5d1f3a52-8a4b-4f0b-a7a0-1c2e3d4f5a6b'): EventEnvelope => ({
  id,
  type,
  dealer: 'D1',
  actor: 7,
  time: '2026-11-22T10:00:00.000Z',
  payload,
});

const customer = (deletedAt: string | null): Doc => ({ id: 'C1', dealer: 'D1', user_id: null, deleted_at: deletedAt, updated_at: '2026-01-01T00:00:00.000Z' });

/** The documents an event reads, by collection/id. */
const world = (docs: Record<string, Doc>) => (ref: DocRef) => docs[`${ref.collection}/${ref.id}`];

function prepared(type: string, payload: unknown) {
  const result = prepareEvent(event(type, payload));
  if (!result.ok) throw new Error(result.reason);
  return result.prepared;
}

describe('customer manage events', () => {
  it('a note is saved for an active customer and keeps its author and first date when edited', () => {
    const saved = prepared('customer.note_saved', { id: 'N1', customer_id: 'C1', note: '  Wants a quote.  ' });
    const current = world({ 'customers/C1': customer(null) });
    expect(saved.conflict(current)).toBeNull();
    const [note] = saved.project(current);
    expect(note).toEqual({
      collection: 'activities',
      id: 'N1',
      doc: { id: 'N1', dealer: 'D1', subject: 'customer', customer_id: 'C1', kind: 'note', content: 'Wants a quote.', user_id: 7, created_at: '2026-11-22T10:00:00.000Z', updated_at: '2026-11-22T10:00:00.000Z' },
    });
    const earlier = { ...(note!.doc as Doc), user_id: 3, created_at: '2026-10-01T09:00:00.000Z' };
    const [edited] = prepared('customer.note_saved', { id: 'N1', customer_id: 'C1', note: 'Quote sent.' }).project(world({ 'customers/C1': customer(null), 'activities/N1': earlier }));
    expect(edited?.doc).toMatchObject({ content: 'Quote sent.', user_id: 3, created_at: '2026-10-01T09:00:00.000Z', updated_at: '2026-11-22T10:00:00.000Z' });
  });

  it('refuses a blank note, a note on an inactive customer, and a note id of another customer', () => {
    expect(prepareEvent(event('customer.note_saved', { id: 'N1', customer_id: 'C1', note: '   ' }))).toEqual({ ok: false, reason: 'Please write a note.' });
    const saved = prepared('customer.note_saved', { id: 'N1', customer_id: 'C1', note: 'Hello' });
    expect(saved.conflict(world({ 'customers/C1': customer('2026-11-01T00:00:00.000Z') }))).toBe('This customer is inactive: mark them active first.');
    expect(saved.conflict(world({}))).toBe('This customer does not exist.');
    const other = { id: 'N1', dealer: 'D1', kind: 'note', customer_id: 'C2' };
    expect(saved.conflict(world({ 'customers/C1': customer(null), 'activities/N1': other }))).toBe('This note no longer exists.');
  });

  it('deletes a note as a tombstone, and refuses a note already gone', () => {
    const deleted = prepared('customer.note_deleted', { id: 'N1', customer_id: 'C1' });
    const note = { id: 'N1', dealer: 'D1', kind: 'note', customer_id: 'C1' };
    expect(deleted.conflict(world({ 'activities/N1': note }))).toBeNull();
    expect(deleted.project(world({ 'activities/N1': note }))).toEqual([{ collection: 'activities', id: 'N1', doc: null }]);
    expect(deleted.conflict(world({}))).toBe('This note no longer exists.');
  });

  it('marks inactive with the time of the event and logs it; marks active again', () => {
    const off = prepared('customer.active_set', { customer_id: 'C1', active: false }).project(world({ 'customers/C1': customer(null) }));
    expect(off[0]?.doc).toMatchObject({ deleted_at: '2026-11-22T10:00:00.000Z' });
    expect(off[1]?.doc).toMatchObject({ id: 'log:5d1f3a52-8a4b-4f0b-a7a0-1c2e3d4f5a6b', kind: 'status', content: 'Marked inactive', customer_id: 'C1' });
    const on = prepared('customer.active_set', { customer_id: 'C1', active: true }).project(world({ 'customers/C1': customer('2026-11-01T00:00:00.000Z') }));
    expect(on[0]?.doc).toMatchObject({ deleted_at: null });
    expect(on[1]?.doc).toMatchObject({ content: 'Marked active' });
  });

  it('assigns a user of the dealer, or nobody; refuses a stranger and an inactive customer', () => {
    const assign = prepared('customer.assigned', { customer_id: 'C1', user_id: 12 });
    expect(assign.targets).toEqual([{ collection: 'customers', id: 'C1' }, { collection: 'refs', id: 'user:D1:12' }]);
    const colleague = { id: 'user:D1:12', dealer: 'D1', kind: 'user' };
    expect(assign.conflict(world({ 'customers/C1': customer(null), 'refs/user:D1:12': colleague }))).toBeNull();
    expect(assign.conflict(world({ 'customers/C1': customer(null) }))).toBe('This user does not belong to the dealer.');
    expect(assign.conflict(world({ 'customers/C1': customer('2026-11-01T00:00:00.000Z'), 'refs/user:D1:12': colleague }))).toBe(
      'This customer is inactive: mark them active first.',
    );
    const [changed, log] = assign.project(world({ 'customers/C1': customer(null) }));
    expect(changed?.doc).toMatchObject({ user_id: 12 });
    expect(log?.doc).toMatchObject({ kind: 'assign', content: 'Salesperson updated', assigned_to: 12 });
    const nobody = prepared('customer.assigned', { customer_id: 'C1', user_id: null });
    expect(nobody.targets).toEqual([{ collection: 'customers', id: 'C1' }]);
    expect(nobody.project(world({ 'customers/C1': customer(null) }))[1]?.doc).toMatchObject({ content: 'Salesperson removed', assigned_to: null });
  });

  it('a prospect has the same events over the prospects collection, with its own messages', () => {
    const saved = prepared('prospect.note_saved', { id: 'N1', customer_id: 'P1', note: 'Test drive Saturday' });
    expect(saved.targets).toEqual([{ collection: 'prospects', id: 'P1' }, { collection: 'activities', id: 'N1' }]);
    expect(saved.conflict(world({}))).toBe('This prospect does not exist.');
    const inactive = { id: 'P1', dealer: 'D1', deleted_at: '2026-11-01T00:00:00Z' };
    expect(saved.conflict(world({ 'prospects/P1': inactive }))).toBe('This prospect is inactive: mark them active first.');
    expect(saved.project(world({ 'prospects/P1': { ...inactive, deleted_at: null } }))[0]?.doc).toMatchObject({ subject: 'prospect', customer_id: 'P1', kind: 'note' });
    const [person, log] = prepared('prospect.active_set', { customer_id: 'P1', active: true }).project(world({ 'prospects/P1': inactive }));
    expect(person).toMatchObject({ collection: 'prospects', id: 'P1', doc: { deleted_at: null } });
    expect(log?.doc).toMatchObject({ subject: 'prospect', kind: 'status', content: 'Marked active' });
  });
});
