import type { DmsKind } from '../../domain/dms/dmsImports.ts';
import type { Doc } from '../../domain/events/collections.ts';
import type { EventStore } from '../events/eventStore.ts';

/** Whom an import's changes concern: the whole dealer, or these customers. */
export type MiningScope = { dealer: true } | { dealer: false; customerIds: Set<string> };

/** Kinds that change what every customer could move into or how every row is computed. */
const DEALER_WIDE: readonly DmsKind[] = ['inventory', 'build', 'settings'];

const text = (doc: Doc, field: string): string | null => (typeof doc[field] === 'string' ? (doc[field] as string) : null);

/**
 * The customers whose opportunities changed documents can move, from each document as it was and as it is now:
 * a customer itself; a vehicle's owner; a repair order's customer and its vehicle's owner; an appointment's
 * customer; a sale's customer and the previous owner of the vehicle it traded in. Stock, build catalogue and
 * settings concern the whole dealer.
 */
export async function affectedCustomers(store: EventStore, dealer: string, kind: DmsKind, docs: readonly Doc[]): Promise<MiningScope> {
  if (DEALER_WIDE.includes(kind)) return { dealer: true };
  const customerIds = new Set<string>();
  const vehicleIds = new Set<string>();
  const add = (id: string | null, to: Set<string>) => {
    if (id !== null) to.add(id);
  };
  for (const doc of docs) {
    if (kind === 'customer') add(doc.id, customerIds);
    else add(text(doc, 'customer_id'), customerIds);
    if (kind === 'service') add(text(doc, 'vehicle_id'), vehicleIds);
    if (kind === 'deal') add(text(doc, 'trade_vehicle_id'), vehicleIds);
  }
  const vehicles = await store.documents(
    dealer,
    [...vehicleIds].map((id) => ({ collection: 'vehicles', id })),
  );
  for (const vehicle of vehicles) if (vehicle.doc) add(text(vehicle.doc, 'customer_id'), customerIds);
  return { dealer: false, customerIds };
}
