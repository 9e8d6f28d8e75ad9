import * as v from 'valibot';
import { COLLECTIONS } from '../../domain/events/collections.ts';

export const DEFAULT_PULL_LIMIT = 1000;
export const MAX_PULL_LIMIT = 5000;
export const MAX_DOC_IDS = 500;

const Collection = v.picklist(COLLECTIONS, 'Please name a known collection.');

const WholeNumber = (message: string) => v.pipe(v.string(message), v.regex(/^\d{1,15}$/, message), v.transform(Number));

/** GET /sync/pull: the checkpoint (seq and id of the last document read) and the batch size. */
export const PullQuerySchema = v.object({
  collection: Collection,
  seq: v.optional(WholeNumber('The checkpoint seq must be a whole number.')),
  id: v.optional(v.pipe(v.string(), v.maxLength(200, 'The checkpoint id is too long.'))),
  limit: v.optional(
    v.pipe(WholeNumber('The limit must be a whole number.'), v.minValue(1, 'The limit must be at least 1.'), v.transform((n) => Math.min(n, MAX_PULL_LIMIT))),
    String(DEFAULT_PULL_LIMIT),
  ),
});
export type PullQuery = v.InferOutput<typeof PullQuerySchema>;

/** GET /sync/docs: up to 500 comma-separated ids of one collection. */
export const DocsQuerySchema = v.object({
  collection: Collection,
  ids: v.pipe(
    v.string('Please list the ids of the documents.'),
    v.transform((ids) => [...new Set(ids.split(',').map((id) => id.trim()).filter(Boolean))]),
    v.minLength(1, 'Please list the ids of the documents.'),
    v.maxLength(MAX_DOC_IDS, `Ask for at most ${MAX_DOC_IDS} documents at once.`),
    v.check((ids) => ids.every((id) => id.length <= 200), 'A document id is too long.'),
  ),
});
export type DocsQuery = v.InferOutput<typeof DocsQuerySchema>;

export type QueryResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** Checks a request's query parameters against a schema: the value, or the message for a 400 answer. */
export function parseQuery<S extends v.GenericSchema>(schema: S, query: Record<string, string>): QueryResult<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, query);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, message: parsed.issues[0].message };
}

export const MAX_SNAPSHOT_LIMIT = 20_000;

/**
 * GET /sync/snapshot: a page of a first sync, the documents after an id; `seq` is the snapshot's sequence from its
 * first page (absent on the first page); `encoding=columns` asks for the documents as columns of values (domain/events/columnDocs), `compact` (what the
 * worker asks for) as columns of every kind, with the customers the client holds the numbers of (`known`) named by
 * number (domain/events/customerNumbers).
 */
export const SnapshotQuerySchema = v.object({
  collection: Collection,
  after: v.optional(v.pipe(v.string(), v.maxLength(200, 'The id to resume after is too long.')), ''),
  seq: v.optional(WholeNumber('The snapshot seq must be a whole number.')),
  limit: v.optional(
    v.pipe(WholeNumber('The limit must be a whole number.'), v.minValue(1, 'The limit must be at least 1.'), v.transform((n) => Math.min(n, MAX_SNAPSHOT_LIMIT))),
    String(MAX_SNAPSHOT_LIMIT),
  ),
  encoding: v.optional(v.picklist(['documents', 'columns', 'compact'], 'The encoding must be documents, columns or compact.'), 'documents'),
  known: v.optional(WholeNumber('The count of known customer numbers must be a whole number.'), '0'),
});

/** GET /sync/customer-ids: the dealer's customer id table after a number (docs/sync.md, Customer numbers). */
export const CustomerIdsQuerySchema = v.object({
  after: v.optional(WholeNumber('The customer number to read after must be a whole number.'), '0'),
});
