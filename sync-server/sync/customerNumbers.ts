import { CUSTOMER_IDS_PAGE, type CustomerIdsPage, packIds } from '../../domain/events/customerNumbers.ts';
import type { Database, Queryable } from '../db/database.ts';

/**
 * Gives every customer of the dealer that has no number the next ones, in id order (a dealer's first table is then
 * in id order, which is the order of its snapshot pages: their numbers compress to almost nothing). Serialised per
 * dealer, so two first syncs at once never give one number twice or skip one.
 */
async function numberNewCustomers(db: Database, dealer: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`customer_numbers:${dealer}`]);
    await tx.query(
      `INSERT INTO customer_numbers (dealer, number, id)
       SELECT $1, (SELECT coalesce(max(number), 0) FROM customer_numbers WHERE dealer = $1) + row_number() OVER (ORDER BY c.id), c.id
       FROM customers c
       WHERE c.dealer = $1 AND NOT c.deleted AND NOT EXISTS (SELECT 1 FROM customer_numbers n WHERE n.dealer = $1 AND n.id = c.id)`,
      [dealer],
    );
  });
}

/** Dealers whose numbers this server keeps in memory, the most recently read last. */
const KEPT_DEALERS = 8;
/**
 * The numbers this server has read, by dealer and id. A number never changes meaning, so what is kept is never
 * stale, only short of customers numbered since (by this server or another): those are read from the table.
 */
const kept = new Map<string, Map<string, number>>();

function keep(dealer: string, ids: readonly string[], after: number): void {
  const numbers = (after === 0 ? undefined : kept.get(dealer)) ?? new Map<string, number>();
  ids.forEach((id, index) => numbers.set(id, after + index + 1));
  kept.delete(dealer);
  kept.set(dealer, numbers);
  while (kept.size > KEPT_DEALERS) kept.delete(kept.keys().next().value as string);
}

/**
 * A page of the dealer's customer id table (GET /sync/customer-ids): the ids of the numbers after `after`, in order.
 * The first page numbers the customers that have none yet. Every user of the dealer reads its customers, so the
 * table is every user's.
 */
export async function customerIdsPage(db: Database, dealer: string, after: number): Promise<CustomerIdsPage> {
  if (after === 0) await numberNewCustomers(db, dealer);
  const rows = await db.query<{ id: string }>('SELECT id FROM customer_numbers WHERE dealer = $1 AND number > $2 ORDER BY number LIMIT $3', [
    dealer,
    after,
    CUSTOMER_IDS_PAGE,
  ]);
  const ids = rows.map((row) => row.id);
  keep(dealer, ids, after);
  return { ids: packIds(ids), more: rows.length === CUSTOMER_IDS_PAGE };
}

/** The numbers of these customers, of those the client holds (numbers up to `known`): from memory, else the table. */
export async function knownNumbers(q: Queryable, dealer: string, ids: readonly string[], known: number): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (known === 0) return found;
  const numbers = kept.get(dealer);
  const missing: string[] = [];
  for (const id of ids) {
    const number = numbers?.get(id);
    if (number === undefined) missing.push(id);
    else if (number <= known) found.set(id, number);
  }
  if (missing.length === 0) return found;
  const rows = await q.query<{ id: string; number: number }>(
    'SELECT id, number FROM customer_numbers WHERE dealer = $1 AND id = ANY($2::text[]) AND number <= $3',
    [dealer, missing, known],
  );
  for (const row of rows) found.set(row.id, Number(row.number));
  return found;
}
