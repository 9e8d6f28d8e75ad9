import { describe, expect, it } from 'vitest';
import { commandEvent, type ReassignList } from '../commands/commandEvent.ts';
import { dealerUserDocId } from '../dealers/dealerUsers.ts';
import type { Doc, DocRef } from '../events/collections.ts';
import { prepareEvent } from '../events/registry.ts';
import { SELECT_USER_MESSAGE } from '../opportunityList/reassignEvent.ts';
import { EMPTY_CUSTOMER_FILTER } from './customerList.ts';

const docs = new Map<string, Doc>([
  [`refs:${dealerUserDocId('D', 9)}`, { id: dealerUserDocId('D', 9), dealer: 'D', kind: 'user' }],
  ['customers:C1', { id: 'C1', dealer: 'D', user_id: 4, updated_at: 'x' }],
  ['customers:C2', { id: 'C2', dealer: 'D', user_id: null, updated_at: 'x' }],
  ['opportunities:equity:V1', { id: 'equity:V1', dealer: 'D', salesperson: 4 }],
]);
const current = (ref: DocRef) => docs.get(`${ref.collection}:${ref.id}`);
const filter = { ...EMPTY_CUSTOMER_FILTER, opportunity_type: 'equity' as const };

describe('reassigning the customers of a customer list', () => {
  it('resolves the list’s filter when made, and moves the customers and every opportunity of theirs in one event', async () => {
    const asked: ReassignList[] = [];
    const made = await commandEvent(
      { type: 'customers.reassign', id: 'x', user_id: 9, customer_type: 'individual', filter },
      3,
      'D',
      async (list) => {
        asked.push(list);
        return { customer_ids: ['C1', 'C2'], opportunity_ids: ['equity:V1'] };
      },
      async () => null,
    );
    if (!made.ok) throw new Error(made.reason);
    expect(asked).toEqual([{ list: 'customers', type: 'individual', filter }]);
    expect(made.event).toMatchObject({ type: 'customers.reassigned', dealer: 'D', actor: 3 });
    const prepared = prepareEvent(made.event);
    if (!prepared.ok) throw new Error(prepared.reason);
    expect(prepared.prepared.action).toBe('customer.reassign');
    expect(prepared.prepared.conflict(current)).toBeNull();
    expect(prepared.prepared.project(current).map((change) => [change.id, change.doc?.user_id ?? change.doc?.salesperson])).toEqual([
      ['C1', 9],
      ['C2', 9],
      ['equity:V1', 9],
    ]);
  });

  it('asks for a user when none is chosen, and resolves nothing', async () => {
    const made = await commandEvent(
      { type: 'customers.reassign', id: 'x', user_id: null, customer_type: 'business', filter },
      3,
      'D',
      () => Promise.reject(new Error('not asked')),
      async () => null,
    );
    expect(made).toEqual({ ok: false, reason: SELECT_USER_MESSAGE });
  });
});
