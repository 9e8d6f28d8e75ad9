import * as v from 'valibot';
import { DEAL_UPDATED } from '../../domain/deal/dealUpdatedEvent.ts';
import { MILEAGE_UPDATED } from '../../domain/deal/mileageUpdatedEvent.ts';
import type { PushedEvent, PushResponse } from '../../domain/events/envelope.ts';
import type { Database } from '../db/database.ts';
import type { EventStore } from '../events/eventStore.ts';
import { mineDealer, type MiningRun } from './mineDealer.ts';

/**
 * User events that change what the engine computes for a customer's vehicles: the desk's deal edit and mileage, a
 * vehicle added or removed.
 */
const REMINED_EVENTS: ReadonlySet<string> = new Set([DEAL_UPDATED, MILEAGE_UPDATED, 'customer.vehicle_added', 'customer.vehicle_removed']);

const CustomerOf = v.object({ customer_id: v.string() });

/**
 * After a push, mines again the customers of the accepted deal edits and mileage updates (mineDealer with their
 * ids, as an import does), so every opportunity row of the vehicle — each type, every column — is the engine's
 * over the new contract, mileage and desk figures. Answers the run, or null when the push held none of them.
 */
export async function mineAfterPush(
  db: Database,
  store: EventStore,
  dealerToken: string,
  events: readonly PushedEvent[],
  response: PushResponse,
): Promise<MiningRun | null> {
  const accepted = new Set(response.accepted);
  const customerIds = new Set<string>();
  for (const event of events) {
    if (!accepted.has(event.id) || typeof event.type !== 'string' || !REMINED_EVENTS.has(event.type)) continue;
    const payload = v.safeParse(CustomerOf, event.payload);
    if (payload.success) customerIds.add(payload.output.customer_id);
  }
  if (customerIds.size === 0) return null;
  return mineDealer(db, store, dealerToken, { customerIds: [...customerIds] });
}
