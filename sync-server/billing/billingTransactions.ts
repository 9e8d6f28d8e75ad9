import { derivedId } from '../events/derivedId.ts';
import * as v from 'valibot';
import { BILLING_RECORDED } from '../../domain/billing/billingEvents.ts';
import { BillingTransactionSchema, type BillingTransaction } from '../../domain/billing/billingTransaction.ts';
import { isoTime } from '../alerts/alertQueries.ts';
import type { Queryable } from '../db/database.ts';
import type { EventStore } from '../events/eventStore.ts';
import { SYSTEM_ACTOR } from '../events/systemEvents.ts';

type TransactionRow = {
  id: number;
  created_at: unknown;
  platform: string;
  transaction_type: string;
  description: string;
  amount: string | number;
  currency: string;
  status: string;
};

const COLUMNS = 'id, created_at, platform, transaction_type, description, amount, currency, status';

function transactionOf(row: TransactionRow): BillingTransaction {
  return v.parse(BillingTransactionSchema, { ...row, created_at: isoTime(row.created_at), amount: Number(row.amount) });
}

/** Every transaction of a dealer (the billing table holds few per dealer: the lists filter and page them in memory). */
export async function readBillingTransactions(q: Queryable, dealerId: number): Promise<BillingTransaction[]> {
  const rows = await q.query<TransactionRow>(`SELECT ${COLUMNS} FROM billing_transactions WHERE dealer_id = $1`, [dealerId]);
  return rows.map(transactionOf);
}

/** A transaction to record; the provider's reference (a checkout session's id) makes recording it again harmless. */
export type NewBillingTransaction = Pick<BillingTransaction, 'platform' | 'transaction_type' | 'description' | 'amount' | 'currency'> & {
  providerReference: string;
};

/**
 * The event id of a recorded transaction: a UUID made from the dealer and the row id, so appending it again (a
 * webhook delivered twice, a retry after a crash between the insert and the append) adds nothing to the log.
 */
function billingEventId(db: Queryable, dealer: string, id: number): Promise<string> {
  return derivedId(db, 'billing', dealer, String(id));
}

/**
 * Records a transaction once per provider reference (ON CONFLICT DO NOTHING), then appends it as billing.recorded,
 * which the log takes once whatever the number of calls. Answers the transaction and whether this call inserted it;
 * null for a dealer this server does not know.
 */
export async function recordBillingTransaction(
  deps: { db: Queryable; store: EventStore },
  dealer: string,
  transaction: NewBillingTransaction,
): Promise<{ transaction: BillingTransaction; inserted: boolean } | null> {
  const [known] = await deps.db.query<{ id: number }>('SELECT id FROM dealers WHERE token = $1', [dealer]);
  if (!known) return null;
  const inserted = await deps.db.query<{ id: number }>(
    `INSERT INTO billing_transactions (dealer_id, platform, transaction_type, description, amount, currency, provider_reference)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (provider_reference) DO NOTHING RETURNING id`,
    [known.id, transaction.platform, transaction.transaction_type, transaction.description, transaction.amount, transaction.currency, transaction.providerReference],
  );
  const [row] = await deps.db.query<TransactionRow & { dealer_id: number }>(
    `SELECT ${COLUMNS}, dealer_id FROM billing_transactions WHERE provider_reference = $1`,
    [transaction.providerReference],
  );
  if (!row || row.dealer_id !== known.id) return null;
  const recorded = transactionOf(row);
  await deps.store.appendSystem([
    { id: await billingEventId(deps.db, dealer, recorded.id), type: BILLING_RECORDED, dealer, actor: SYSTEM_ACTOR, time: recorded.created_at, payload: recorded },
  ]);
  return { transaction: recorded, inserted: inserted.length > 0 };
}
