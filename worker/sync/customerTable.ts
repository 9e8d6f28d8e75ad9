import { type CustomerIdsPage, unpackIds } from '../../domain/events/customerNumbers.ts';
import type { SessionAuth } from '../session/sessionAuth.ts';

/** The tables read by each worker's session, per dealer: a first sync reads a dealer's once, for all its collections. */
const tables = new WeakMap<SessionAuth, Map<string, Promise<readonly string[]>>>();

async function readTable(auth: SessionAuth, dealer: string): Promise<readonly string[]> {
  const ids: string[] = [];
  for (;;) {
    const page = await auth.authorized<CustomerIdsPage>('/sync/customer-ids', { query: { token: dealer, after: ids.length } });
    ids.push(...unpackIds(page.ids));
    if (!page.more) return ids;
  }
}

/**
 * The dealer's customer id table in number order (domain/events/customerNumbers): read at the first snapshot that
 * needs it and kept, as numbers never change meaning (customers numbered later come by id: the snapshot pages are
 * asked with the count held). A failed read is forgotten, so the sync's retry reads it again.
 */
export function customerTable(auth: SessionAuth, dealer: string): Promise<readonly string[]> {
  let ofAuth = tables.get(auth);
  if (!ofAuth) tables.set(auth, (ofAuth = new Map()));
  let table = ofAuth.get(dealer);
  if (!table) {
    table = readTable(auth, dealer);
    ofAuth.set(dealer, table);
    table.catch(() => ofAuth.delete(dealer));
  }
  return table;
}
