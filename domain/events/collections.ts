import type { ColumnDocs } from './columnDocs.ts';

/**
 * The collections a client replicates. Each document carries its dealer's token; the worker stores them in
 * RxDB with the dealer in every index (free RxDB allows 13 open collections: we keep to 12 or fewer, the
 * worker's outbox included). customers, vehicles (owned, with their contracts), service (repair orders), deals
 * (sales), inventory and appointments hold the dealer's DMS data; refs holds the small reference documents keyed
 * by kind (users, settings, the build catalogue); opportunities holds what the server's engine mined from them;
 * activities holds what staff record about a customer or prospect (notes and the log of changes); prospects and
 * leads hold the people who asked about a vehicle and their leads (domain/leads). That is 11, and the outbox 12.
 */
export const COLLECTIONS = [
  'customers',
  'refs',
  'vehicles',
  'service',
  'deals',
  'inventory',
  'appointments',
  'opportunities',
  'activities',
  'prospects',
  'leads',
] as const;
export type CollectionName = (typeof COLLECTIONS)[number];

/**
 * The collections a browser keeps whole. Repair orders (service) stay on the server: at dealer scale they are
 * most of the data (488,000 for 63,000 customers) and only the engine reads them all; the opportunity rows carry
 * their totals and badges, and a screen showing one customer's service history asks for that customer's.
 */
export const BROWSER_COLLECTIONS: readonly CollectionName[] = COLLECTIONS.filter((collection) => collection !== 'service');

export type DocRef = { collection: CollectionName; id: string };

/** A replicated document: the projection body plus the identity every collection shares. */
export type Doc = { id: string; dealer: string } & Record<string, unknown>;

/** What a reducer returns: the new body of a document, or null when the document is removed (a tombstone). */
export type DocChange = DocRef & { doc: Doc | null };

/** Pull checkpoint: the dealer sequence of the last document read, and its id to break ties within one event. */
export type Checkpoint = { seq: number; id: string };

export type PullResponse = {
  documents: (Doc & { _deleted: boolean })[];
  checkpoint: Checkpoint | null;
};

/**
 * A page of a collection's snapshot, the first sync of a dealer (docs/sync.md, Bootstrap): the live documents
 * in id order after the page before; `next` is the id to ask after for the next page (null: the last page), and
 * `seq` the dealer's sequence when the snapshot began, from which pulls go on once it is through.
 */
export type SnapshotPage = { documents: Doc[]; next: string | null; seq: number };

/** The same page with its documents as columns (`encoding=columns`, what the worker asks for): a fraction of the bytes. */
export type ColumnSnapshotPage = { docs: ColumnDocs; next: string | null; seq: number };

export function isCollectionName(value: string): value is CollectionName {
  return (COLLECTIONS as readonly string[]).includes(value);
}
