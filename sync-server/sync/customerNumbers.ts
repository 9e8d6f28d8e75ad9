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
  return { ids: packIds(rows.map((row) => row.id)), more: rows.length === CUSTOMER_IDS_PAGE };
}

/** The numbers of these customers, of those the client holds (numbers up to `known`). */
export async function knownNumbers(q: Queryable, dealer: string, ids: readonly string[], known: number): Promise<Map<string, number>> {
  if (known === 0 || ids.length === 0) return new Map();
  const rows = await q.query<{ id: string; number: number }>(
    'SELECT id, number FROM customer_numbers WHERE dealer = $1 AND id = ANY($2::text[]) AND number <= $3',
    [dealer, ids, known],
  );
  return new Map(rows.map((row) => [row.id, Number(row.number)]));
}
