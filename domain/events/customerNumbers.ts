import type { CollectionName } from './collections.ts';
import type { ColumnDocs } from './columnDocs.ts';

/**
 * Customer numbers on the wire (docs/sync.md, "Customer numbers"): each customer of a dealer gets a number once,
 * the next one free, and keeps it. A first sync reads the dealer's table of customer ids in number order
 * (GET /sync/customer-ids), then asks each snapshot page with `known` (how many numbers it holds); a page names a
 * customer the client already knows by its number, any other by its id. A random id costs about 20 bytes gzipped,
 * a number about 2: at 100,000 opportunities, vehicles and deals that is a quarter of the snapshot.
 */

/** The field of each collection's documents that names a customer by id (the customer's own id for customers). */
export const CUSTOMER_FIELD: Partial<Record<CollectionName, string>> = {
  customers: 'id',
  opportunities: 'customer_id',
  vehicles: 'customer_id',
  deals: 'customer_id',
  appointments: 'customer_id',
};

/** The numbers a page of GET /sync/customer-ids answers at most. */
export const CUSTOMER_IDS_PAGE = 100_000;

/** Ids in number order: as a list, or as the bytes of canonical UUIDs in base64 (16 bytes each, not 36 characters). */
export type PackedIds = string[] | { uuids: string };

/** GET /sync/customer-ids: the ids of the numbers after `after`, in order; `more` when the page is full. */
export type CustomerIdsPage = { ids: PackedIds; more: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
/** Where a UUID's hex digits are: its 36 characters less the four dashes. */
const DIGITS = Array.from({ length: 36 }, (_, at) => at).filter((at) => ![8, 13, 18, 23].includes(at));
/** btoa and String.fromCharCode take this many bytes at a time (under the engines' argument limits). */
const CHUNK = 8_190;

const nibble = (code: number) => (code <= 57 ? code - 48 : code - 87);

export function packIds(ids: readonly string[]): PackedIds {
  if (ids.length === 0 || !ids.every((id) => UUID.test(id))) return [...ids];
  const bytes = new Uint8Array(ids.length * 16);
  ids.forEach((id, index) => {
    for (let byte = 0; byte < 16; byte++) {
      bytes[index * 16 + byte] = (nibble(id.charCodeAt(DIGITS[byte * 2]!)) << 4) | nibble(id.charCodeAt(DIGITS[byte * 2 + 1]!));
    }
  });
  let base64 = '';
  for (let at = 0; at < bytes.length; at += CHUNK) base64 += btoa(String.fromCharCode(...bytes.subarray(at, at + CHUNK)));
  return { uuids: base64 };
}

/** The ids again; a packing that is not whole UUIDs is refused rather than misread. */
export function unpackIds(packed: PackedIds): string[] {
  if (Array.isArray(packed)) {
    if (!packed.every((id) => typeof id === 'string' && id !== '')) throw new Error('A customer id table holds a value that is not an id.');
    return packed;
  }
  const bytes = atob(packed.uuids);
  if (bytes.length % 16 !== 0) throw new Error('A customer id table holds a part of a UUID.');
  const ids: string[] = new Array(bytes.length / 16);
  const hex = (at: number) => HEX[bytes.charCodeAt(at)]!;
  for (let at = 0; at < bytes.length; at += 16) {
    ids[at / 16] =
      `${hex(at)}${hex(at + 1)}${hex(at + 2)}${hex(at + 3)}-${hex(at + 4)}${hex(at + 5)}-${hex(at + 6)}${hex(at + 7)}-` +
      `${hex(at + 8)}${hex(at + 9)}-${hex(at + 10)}${hex(at + 11)}${hex(at + 12)}${hex(at + 13)}${hex(at + 14)}${hex(at + 15)}`;
  }
  return ids;
}

/** A column's values with `replace` applied: a list value by value, a value every document shares once. */
function mapColumn(docs: ColumnDocs, field: string, replace: (value: unknown) => unknown): ColumnDocs {
  for (const block of docs.blocks) {
    const at = block.fields.indexOf(field);
    const column = block.columns[at];
    if (column === undefined) continue;
    if (Array.isArray(column)) block.columns[at] = column.map(replace);
    else if ('all' in column) block.columns[at] = { all: replace(column.all) };
  }
  return docs;
}

/**
 * A page's columns with each customer the client knows named by number (the server's side), in place: `numbers`
 * holds the numbers of the page's customers up to the client's `known`; every other value is left as it is.
 */
export function numberCustomers(docs: ColumnDocs, field: string, numbers: ReadonlyMap<string, number>): ColumnDocs {
  return mapColumn(docs, field, (value) => numbers.get(value as string) ?? value);
}

function customerOf(value: unknown, table: readonly string[]): unknown {
  if (typeof value !== 'number') return value;
  const id = Number.isInteger(value) ? table[value - 1] : undefined;
  if (id === undefined) throw new Error(`A snapshot page names customer number ${value}, which the customer id table does not hold.`);
  return id;
}

/** The page's columns with each customer number replaced by its id from the table (the worker's side), in place. */
export function resolveCustomers(docs: ColumnDocs, field: string, table: readonly string[]): ColumnDocs {
  return mapColumn(docs, field, (value) => customerOf(value, table));
}
