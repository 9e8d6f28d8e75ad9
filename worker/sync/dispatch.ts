import { eventTimeProblem } from '../../domain/events/eventTime.ts';
import { prepareEvent } from '../../domain/events/registry.ts';
import { FORBIDDEN_MESSAGE, can } from '../../domain/permissions/permissions.ts';
import { AUTH_MESSAGES } from '../../domain/session/authMessages.ts';
import type { Command, DispatchResult } from '../api.ts';
import { localMileageValuation } from '../deal/localMileageValuation.ts';
import type { SessionStore } from '../session/sessionStore.ts';
import type { Store } from '../store/database.ts';
import { refKey } from '../store/docRefs.ts';
import { readDocs, writeDocs } from '../store/docWrites.ts';
import type { WriteLock } from '../store/writeLock.ts';
import { commandEvent, type ReassignTargets } from '../../domain/commands/commandEvent.ts';
import type { CustomerFilterValues, CustomerListType } from '../../domain/customers/customerList.ts';
import type { OpportunityType } from '../../domain/opportunities/opportunityType.ts';
import type { OpportunityFilter } from '../../domain/opportunityList/opportunityFilter.ts';
import type { OutboxQueue } from './outboxQueue.ts';

export type DispatchDeps = {
  store: Store;
  lock: WriteLock;
  outbox: OutboxQueue;
  sessions: SessionStore;
  opportunities: { reassignTargets(type: OpportunityType, filter: OpportunityFilter): Promise<ReassignTargets> };
  customers: { reassignTargets(type: CustomerListType, filter: CustomerFilterValues): Promise<ReassignTargets> };
};

/**
 * Turns a command into an event, checks it as the server will (its time, payload rules, permission, conflicts with
 * the local documents), then in one step stores it in the outbox and applies its projection locally.
 * The outbox row is written first: after a crash between the two writes, the start-up rebase re-applies it.
 * The target documents are read in one bulk read per collection (a reassign may name 100,000 of them).
 */
export async function dispatchCommand(deps: DispatchDeps, command: Command): Promise<DispatchResult> {
  const session = deps.sessions.current();
  if (!session) return { ok: false, reason: AUTH_MESSAGES.sessionExpired };
  const { user } = session;
  const dealer = user.dealer.token;
  const made = await commandEvent(
    command,
    user.id,
    dealer,
    (list) =>
      list.list === 'customers' ? deps.customers.reassignTargets(list.type, list.filter) : deps.opportunities.reassignTargets(list.type, list.filter),
    (vehicleId, mileage) => localMileageValuation(deps.store, dealer, vehicleId, mileage),
  );
  if (!made.ok) return made;
  const { event } = made;
  const timeProblem = eventTimeProblem(event.time, Date.now());
  if (timeProblem) return { ok: false, reason: timeProblem };
  const prepared = prepareEvent(event);
  if (!prepared.ok) return { ok: false, reason: prepared.reason };
  const { action, targets } = prepared.prepared;
  if (action && !can({ role: user.role.id, admin: user.admin }, action)) return { ok: false, reason: FORBIDDEN_MESSAGE };
  return deps.lock.run(async () => {
    const local = await readDocs(deps.store, dealer, targets);
    const current = (ref: Parameters<typeof refKey>[0]) => local.get(refKey(ref));
    const conflict = prepared.prepared.conflict(current);
    if (conflict) return { ok: false, reason: conflict };
    const changes = prepared.prepared.project(current);
    await deps.outbox.add(event);
    await writeDocs(deps.store, changes.map((change) => ({ ...change, dealer })));
    return { ok: true, eventId: event.id };
  });
}
