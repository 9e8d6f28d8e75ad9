import { describe, expect, it } from 'vitest';
import { dealerUserDocId } from '../dealers/dealerUsers.ts';
import type { Doc, DocRef } from '../events/collections.ts';
import { prepareEvent } from '../events/registry.ts';
import { NOT_A_DEALER_USER_MESSAGE, SELECT_USER_MESSAGE } from './reassignEvent.ts';

const event = (payload: Record<string, unknown>) => ({
  id: 'e1',
  type: 'opportunities.reassigned',
  dealer: 'D',
  actor: 3,
  time: '2026-11-22T10:00:00.000Z',
  payload: { user_id: 9, opportunity_type: 'equity', filter: { make: ['Toyota'] }, customer_ids: ['C1'], opportunity_ids: ['equity:V1', 'service:V1'], ...payload },
});

const docs = new Map<string, Doc>([
  [`refs:${dealerUserDocId('D', 9)}`, { id: dealerUserDocId('D', 9), dealer: 'D', kind: 'user' }],
  ['customers:C1', { id: 'C1', dealer: 'D', user_id: 4, updated_at: 'x' }],
  ['opportunities:equity:V1', { id: 'equity:V1', dealer: 'D', salesperson: 4 }],
  ['opportunities:service:V1', { id: 'service:V1', dealer: 'D', salesperson: 4 }],
]);
const current = (ref: DocRef) => docs.get(`${ref.collection}:${ref.id}`);

describe('reassigning the customers of a list', () => {
  it('moves the customers and every opportunity of theirs to the chosen user', () => {
    const prepared = prepareEvent(event({}));
    if (!prepared.ok) throw new Error(prepared.reason);
    expect(prepared.prepared.action).toBe('opportunity.reassign');
    expect(prepared.prepared.conflict(current)).toBeNull();
    const changes = prepared.prepared.project(current);
    expect(changes.map((change) => [change.id, change.doc?.user_id ?? change.doc?.salesperson])).toEqual([
      ['C1', 9],
      ['equity:V1', 9],
      ['service:V1', 9],
    ]);
  });
  it('asks for a user when none is chosen', () => {
    const prepared = prepareEvent(event({ user_id: null }));
    expect(prepared).toEqual({ ok: false, reason: SELECT_USER_MESSAGE });
  });
  it('refuses a user who is not one of the dealer', () => {
    const prepared = prepareEvent(event({ user_id: 42 }));
    if (!prepared.ok) throw new Error(prepared.reason);
    expect(prepared.prepared.conflict(current)).toBe(NOT_A_DEALER_USER_MESSAGE);
  });
});
