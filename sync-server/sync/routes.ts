import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { ColumnSnapshotPage } from '../../domain/events/collections.ts';
import { toColumns } from '../../domain/events/columnDocs.ts';
import { CUSTOMER_FIELD, numberCustomers } from '../../domain/events/customerNumbers.ts';
import { PushRequestSchema } from '../../domain/events/envelope.ts';
import { requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import type { EventStore } from '../events/eventStore.ts';
import type { LiveHub } from './liveHub.ts';
import { liveRoutes } from './liveRoutes.ts';
import { currentDocuments, pullDocuments, snapshotPage } from './pullDocuments.ts';
import { customerIdsPage, knownNumbers } from './customerNumbers.ts';
import { CustomerIdsQuerySchema, DocsQuerySchema, PullQuerySchema, SnapshotQuerySchema } from './syncQueries.ts';
import { validBody, validQuery } from '../http/validate.ts';

/** What the sync routes need beside the shared deps: the event store and the live hub. */
export type SyncDeps = { store: EventStore; hub: LiveHub };

/**
 * The sync protocol (docs/sync.md), mounted at /sync: pull by checkpoint, push events, fetch the server's truth
 * of some documents, and the live socket. Every call is for the signed-in user and one dealer of theirs, and every
 * document answered is as that user may read it (readableDocument: the HTTP calls' rule).
 */
export function syncRoutes(deps: Pick<ServerDeps, 'db' | 'signer'>, sync: SyncDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const signedIn = requireUser(deps);
  const ofDealer = requireDealer();

  app.route('/live', liveRoutes(deps, sync.hub));

  app.get('/pull', signedIn, ofDealer, validQuery(PullQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { collection, seq, id, limit } = query;
    const after = seq === undefined && id === undefined ? null : { seq: seq ?? 0, id: id ?? '' };
    return c.json(await pullDocuments(deps.db, c.get('user'), collection, c.get('dealer').token, after, limit));
  });

  // Compressed: a first sync of 100,000 documents is tens of megabytes of JSON, a few once gzipped, fewer as columns.
  app.get('/snapshot', signedIn, ofDealer, validQuery(SnapshotQuerySchema), compress(), async (c) => {
    const { collection, after, seq, limit, encoding, known } = c.req.valid('query');
    const dealer = c.get('dealer').token;
    const page = await snapshotPage(deps.db, c.get('user'), collection, dealer, after, seq ?? null, limit);
    if (encoding === 'documents') return c.json(page);
    if (encoding === 'columns') return c.json({ docs: toColumns(page.documents, { plain: true }), next: page.next, seq: page.seq } satisfies ColumnSnapshotPage);
    const field = CUSTOMER_FIELD[collection];
    const customers = field ? page.documents.flatMap((doc) => (typeof doc[field] === 'string' ? [doc[field]] : [])) : [];
    const docs = toColumns(page.documents);
    if (field) numberCustomers(docs, field, await knownNumbers(deps.db, dealer, customers, known));
    const columnPage: ColumnSnapshotPage = { docs, next: page.next, seq: page.seq };
    return c.json(columnPage);
  });

  app.get('/customer-ids', signedIn, ofDealer, validQuery(CustomerIdsQuerySchema), compress(), async (c) =>
    c.json(await customerIdsPage(deps.db, c.get('dealer').token, c.req.valid('query').after)),
  );

  app.post('/push', signedIn, ofDealer, validBody(PushRequestSchema, { text: false }), async (c) => {
    const body = c.req.valid('json');
    return c.json(await sync.store.push(c.get('user'), c.get('dealer').token, body.events));
  });

  app.get('/docs', signedIn, ofDealer, validQuery(DocsQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { collection, ids } = query;
    return c.json({ documents: await currentDocuments(deps.db, c.get('user'), collection, c.get('dealer').token, ids) });
  });

  return app;
}
