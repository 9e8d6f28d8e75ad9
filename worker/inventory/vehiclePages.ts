import type { InventoryVehicleDoc } from '../../domain/deal/dealDocs.ts';
import type { OwnedVehicle } from '../../domain/dms/ownedVehicle.ts';
import { isInStock } from '../../domain/inventory/inventoryType.ts';
import { REPLACEABLE_TYPES } from '../../domain/inventory/replaceableOpportunities.ts';
import { vehicleOwner, type VehicleOwner } from '../../domain/inventory/vehicleOwner.ts';
import { vehiclePage } from '../../domain/inventory/vehiclePage.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import type { OpportunityType } from '../../domain/opportunities/opportunityType.ts';
import type { DealerCatalogue } from '../deal/dealerCatalogue.ts';
import type { Store } from '../store/database.ts';
import { deliver } from '../subscriptions.ts';
import type { InventoryLists } from './inventoryLists.ts';
import type { VehicleState } from './inventoryQueries.ts';

export type VehiclePagesDeps = {
  store: Store;
  inventory: Pick<InventoryLists, 'stock' | 'listen'>;
  catalogue: Pick<DealerCatalogue, 'of' | 'listen'>;
  /** A type's opportunity rows of a dealer, from the opportunity lists' index. */
  opportunities: { rowsOf(dealer: string, type: OpportunityType): Promise<Iterable<Opportunity>> };
};

export type VehiclePages = {
  subscribe(id: number, vehicleId: string, today: string, callback: (state: VehicleState) => void): Promise<void>;
  remove(id: number): void;
  close(): void;
};

type Subscriber = { vehicleId: string; today: string; callback: (state: VehicleState) => void; available: boolean };

/** A burst of changes (a sync batch, a mining run) makes one recomputation. */
const COALESCE_MS = 100;

/**
 * The vehicle pages' live data (worker API subscribeVehicle): the vehicle from the in-memory stock, its incentives
 * from the dealer's build catalogue, the opportunities it could replace from the opportunity index, its in-stock
 * matches, and once it left stock its owner, found by VIN among the owned vehicles. Computed again after a change
 * of the stock, the catalogue or the opportunities, and of owned vehicles or customers while the vehicle is gone.
 */
export function createVehiclePages(deps: VehiclePagesDeps): VehiclePages {
  const { store } = deps;
  const subscribers = new Map<number, Subscriber>();
  const dirty = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  /** The dealer's owned vehicles of a VIN. */
  const ownedOfVin = (dealer: string, vin: string): Promise<OwnedVehicle[]> => store.docs.where('vehicles', dealer, (doc) => doc.vin === vin);

  const ownerOf = async (dealer: string, vehicle: InventoryVehicleDoc): Promise<VehicleOwner | null> => {
    const owned = await ownedOfVin(dealer, vehicle.vin);
    const customers = await store.docs.docs('customers', dealer);
    return vehicleOwner(vehicle, owned, (id) => customers.get(id));
  };

  const send = (id: number, state: VehicleState) => {
    const subscriber = subscribers.get(id);
    if (subscriber) deliver(subscriber.callback, state);
  };

  const compute = async (id: number): Promise<void> => {
    const subscriber = subscribers.get(id);
    if (!subscriber) return;
    const stock = await deps.inventory.stock();
    const vehicle = stock?.vehicles.get(subscriber.vehicleId);
    if (!stock || !vehicle) return send(id, stock?.pulled ? { status: 'missing' } : { status: 'loading' });
    subscriber.available = isInStock(vehicle);
    const [catalogue, owner, rows] = await Promise.all([
      deps.catalogue.of(stock.dealer),
      subscriber.available ? null : ownerOf(stock.dealer, vehicle),
      subscriber.available ? Promise.all(REPLACEABLE_TYPES.map((type) => deps.opportunities.rowsOf(stock.dealer, type))) : [],
    ]);
    const page = vehiclePage({
      vehicle,
      stock: stock.vehicles.values(),
      build: catalogue.build,
      settings: catalogue.settings,
      opportunities: rows,
      owner,
      today: subscriber.today,
    });
    send(id, { status: 'ready', page });
  };

  const flush = () => {
    timer = null;
    const ids = [...dirty];
    dirty.clear();
    for (const id of ids) void compute(id).catch((error: unknown) => console.error('a vehicle page failed to load', error));
  };
  const schedule = (ids: Iterable<number>) => {
    for (const id of ids) dirty.add(id);
    if (!timer && dirty.size > 0) timer = setTimeout(flush, COALESCE_MS);
  };
  const all = () => schedule(subscribers.keys());
  const gone = () => schedule([...subscribers].filter(([, subscriber]) => !subscriber.available).map(([id]) => id));

  const stops = [deps.inventory.listen(all), deps.catalogue.listen(all)];
  const streams = [
    store.docs.changes('opportunities').subscribe(() => {
      if ([...subscribers.values()].some((subscriber) => subscriber.available)) all();
    }),
    store.docs.changes('vehicles').subscribe(gone),
    store.docs.changes('customers').subscribe(gone),
  ];

  return {
    async subscribe(id, vehicleId, today, callback) {
      subscribers.set(id, { vehicleId, today, callback, available: true });
      await compute(id);
    },
    remove(id) {
      subscribers.delete(id);
      dirty.delete(id);
    },
    close() {
      if (timer) clearTimeout(timer);
      for (const stop of stops) stop();
      for (const stream of streams) stream.unsubscribe();
      subscribers.clear();
    },
  };
}
