import type { DmsKind } from '../../domain/dms/dmsImports.ts';
import { importRecords } from '../dms/importRecords.ts';
import type { EventStore } from '../events/eventStore.ts';
import type { CustomerRecords } from './demoCustomerRecords.ts';

/** What a seeding step made and how long it took, for the CLI to print. */
export type SeedStep = { dealer: string; step: string; count: number; ms: number };
export type SeedProgress = (step: SeedStep) => void;

/** Records imported per kind, summed over the dealers. */
export type ImportedCounts = Record<DmsKind, number>;

export const noCounts = (): ImportedCounts => ({ customer: 0, vehicle: 0, service: 0, deal: 0, inventory: 0, build: 0, settings: 0, appointment: 0 });

/**
 * Imports demo records the way a DMS export comes in (importRecords: validated, idempotent). The demo's
 * records are made to pass their schemas, so a rejected one is a bug of the generator: it stops the seed.
 */
export async function importDemo(store: EventStore, dealer: { key: string; token: string }, kind: DmsKind, records: readonly unknown[], counts: ImportedCounts, progress?: SeedProgress): Promise<void> {
  const started = performance.now();
  const result = await importRecords(store, dealer.token, kind, [...records]);
  const [rejected] = result.rejected;
  if (rejected) throw new Error(`Demo ${kind} ${rejected.id ?? `#${rejected.index}`} of ${dealer.key} was rejected: ${rejected.reason}`);
  counts[kind] += records.length;
  progress?.({ dealer: dealer.key, step: kind, count: records.length, ms: performance.now() - started });
}

/** A chunk of customers with their vehicles, repair orders, sales and appointments, kind by kind. */
export async function importCustomerRecords(store: EventStore, dealer: { key: string; token: string }, records: CustomerRecords, counts: ImportedCounts, progress?: SeedProgress): Promise<void> {
  await importDemo(store, dealer, 'customer', records.customers, counts, progress);
  await importDemo(store, dealer, 'vehicle', records.vehicles, counts, progress);
  await importDemo(store, dealer, 'service', records.service, counts, progress);
  await importDemo(store, dealer, 'deal', records.deals, counts, progress);
  await importDemo(store, dealer, 'appointment', records.appointments, counts, progress);
}
