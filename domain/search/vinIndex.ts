/** A document's new state: the vehicle, or null when it was removed. */
export type VinChange<D> = { id: string; doc: D | null };

/**
 * One dealer's vehicles by VIN (case ignored), a pure module the worker and the server run alike: the stock, or the
 * customers' vehicles (a VIN search finds their owners and opportunities). Kept current by apply().
 */
export type VinIndex<D> = {
  /** Bumped by every change. */
  readonly version: number;
  size(): number;
  reset(docs: Iterable<D>): void;
  apply(changes: readonly VinChange<D>[]): void;
  /** The vehicles with this VIN, by id. */
  find(vin: string): D[];
};

const byId = <D extends { id: string }>(a: D, b: D) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function createVinIndex<D extends { id: string; vin: string }>(): VinIndex<D> {
  const vehicles = new Map<string, D>();
  const byVin = new Map<string, D[]>();
  let version = 0;

  const add = (doc: D) => {
    vehicles.set(doc.id, doc);
    const vin = doc.vin.toUpperCase();
    const same = byVin.get(vin);
    if (same) same.push(doc);
    else byVin.set(vin, [doc]);
  };

  const remove = (id: string) => {
    const doc = vehicles.get(id);
    if (!doc) return;
    vehicles.delete(id);
    const vin = doc.vin.toUpperCase();
    const left = (byVin.get(vin) ?? []).filter((other) => other !== doc);
    if (left.length > 0) byVin.set(vin, left);
    else byVin.delete(vin);
  };

  return {
    get version() {
      return version;
    },
    size: () => vehicles.size,
    reset(docs) {
      vehicles.clear();
      byVin.clear();
      for (const doc of docs) add(doc);
      version++;
    },
    apply(changes) {
      if (changes.length === 0) return;
      for (const { id, doc } of changes) {
        remove(id);
        if (doc) add(doc);
      }
      version++;
    },
    find(vin) {
      return [...(byVin.get(vin.toUpperCase()) ?? [])].sort(byId);
    },
  };
}
