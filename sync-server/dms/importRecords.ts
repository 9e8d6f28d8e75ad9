import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { DMS_IMPORTS, type DmsKind } from '../../domain/dms/dmsImports.ts';
import type { Doc, DocRef } from '../../domain/events/collections.ts';
import { prepareEvent, type PreparedEvent } from '../../domain/events/registry.ts';
import type { Database } from '../db/database.ts';
import type { EventStore } from '../events/eventStore.ts';
import { SYSTEM_ACTOR } from '../events/systemEvents.ts';
import { affectedCustomers } from '../opportunities/affectedCustomers.ts';
import { mineDealer, type MiningRun } from '../opportunities/mineDealer.ts';
import { sameDocument } from './sameDocument.ts';

export type ImportRejection = { index: number; id?: string; reason: string };
export type ImportResult = {
  imported: number;
  unchanged: number;
  rejected: ImportRejection[];
  /** The opportunity run the import triggered (only when asked for with `mining`). */
  mined?: MiningRun;
};

/** Re-mining after an import: the database the engine reads, and the day to mine as of (the dealer's today by default). */
export type ImportMining = { db: Database; today?: string };

/** Records compared and appended per round: one read of the stored documents, then one appendPrepared transaction. */
const CHUNK = 2000;

const keyOf = (ref: DocRef) => `${ref.collection}\u0000${ref.id}`;

function recordId(record: unknown): string | undefined {
  if (typeof record !== 'object' || record === null || !('id' in record)) return undefined;
  return typeof record.id === 'string' ? record.id : undefined;
}

/**
 * Why a record failed its schema: the first problem, after the path of the field it is about. Only a rejected
 * record is parsed again for it; a valid one is parsed once, by prepareEvent (the schema is the event's payload).
 */
function rejectionReason(schema: v.GenericSchema<unknown, unknown>, record: unknown, fallback: string): string {
  const parsed = v.safeParse(schema, record);
  if (parsed.success) return fallback;
  const [issue] = parsed.issues;
  const path = v.getDotPath(issue);
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * Imports a batch of one kind of DMS record for one dealer. Each record is validated with its kind's schema;
 * a bad record is reported (its index in the batch, its id when it has one, the first problem) and skipped,
 * the rest of the batch is kept. A valid record becomes its import event (payload: the record as the schema
 * outputs it, defaults filled in), and the event is appended only when its projection would change a stored
 * document: re-importing the same record appends nothing and leaves every sequence number as it was. A record
 * repeated within the batch compares with its earlier copy.
 *
 * With `mining`, the opportunities the appended records touch are mined again once the batch is in: the affected
 * customers only (affectedCustomers.ts), the whole dealer for stock, build catalogue and settings. Without it
 * (bulk loads that mine the dealer once at the end) nothing is mined.
 */
export async function importRecords(
  store: EventStore,
  dealerToken: string,
  kind: DmsKind,
  records: unknown[],
  mining?: ImportMining,
): Promise<ImportResult> {
  const { type, record: schema } = DMS_IMPORTS[kind];
  const time = new Date().toISOString();
  const result: ImportResult = { imported: 0, unchanged: 0, rejected: [] };
  const touched: Doc[] = [];
  for (let start = 0; start < records.length; start += CHUNK) {
    const valid: PreparedEvent[] = [];
    records.slice(start, start + CHUNK).forEach((record, offset) => {
      const prepared = prepareEvent({ id: randomUUID(), type, dealer: dealerToken, actor: SYSTEM_ACTOR, time, payload: record });
      if (prepared.ok) {
        valid.push(prepared.prepared);
        return;
      }
      const id = recordId(record);
      const reason = rejectionReason(schema, record, prepared.reason);
      result.rejected.push(id === undefined ? { index: start + offset, reason } : { index: start + offset, id, reason });
    });
    const changed = await changedEvents(store, dealerToken, valid, touched);
    await store.appendPrepared(changed);
    result.imported += changed.length;
    result.unchanged += valid.length - changed.length;
  }
  if (!mining) return result;
  const scope = touched.length > 0 ? await affectedCustomers(store, dealerToken, kind, touched) : { dealer: false, customerIds: new Set<string>() };
  const options = mining.today === undefined ? {} : { today: mining.today };
  result.mined = scope.dealer
    ? await mineDealer(mining.db, store, dealerToken, options)
    : await mineDealer(mining.db, store, dealerToken, { ...options, customerIds: [...scope.customerIds] });
  return result;
}

/**
 * The events whose projections differ from the stored documents (or from an earlier event of the batch). The
 * documents they replace and write are added to `touched`.
 */
async function changedEvents(store: EventStore, dealer: string, events: readonly PreparedEvent[], touched: Doc[]): Promise<PreparedEvent[]> {
  const current = new Map<string, Doc | null>();
  for (const stored of await store.documents(dealer, events.flatMap((event) => event.targets))) current.set(keyOf(stored), stored.doc);
  const read = (ref: DocRef) => current.get(keyOf(ref)) ?? undefined;
  return events.filter((event) => {
    const changes = event.project(read);
    if (changes.every((change) => sameDocument(change.doc, current.get(keyOf(change)) ?? null))) return false;
    for (const change of changes) {
      const before = current.get(keyOf(change));
      if (before) touched.push(before);
      if (change.doc) touched.push(change.doc);
      current.set(keyOf(change), change.doc);
    }
    return true;
  });
}
