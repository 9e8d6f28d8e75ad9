import { CARD_PLATFORM } from '../../domain/billing/billingTransaction.ts';
import type { Queryable } from '../db/database.ts';
import type { EventStore } from '../events/eventStore.ts';
import { recordBillingTransaction } from './billingTransactions.ts';
import type { CheckoutRequest, PaidCheckout } from './cardCheckout.ts';

type CheckoutRow = { dealer: string; amount_cents: number; currency: string; payer_email: string };

/**
 * Keeps what this server asked the provider for (migration 020), before the payer is sent to pay: the webhook
 * credits a session only against this row.
 */
export async function recordCheckout(db: Queryable, dealerId: number, sessionId: string, request: CheckoutRequest): Promise<void> {
  await db.query('INSERT INTO billing_checkouts (session_id, dealer_id, amount_cents, currency, payer_email) VALUES ($1, $2, $3, $4, $5)', [
    sessionId,
    dealerId,
    request.amountCents,
    request.currency,
    request.payerEmail,
  ]);
}

/** Why a paid checkout is not the one this server asked for; null when it is exactly that. */
function mismatch(paid: PaidCheckout, asked: CheckoutRow): string | null {
  if (paid.dealer !== asked.dealer) return `it names dealer ${paid.dealer}, it was created for dealer ${asked.dealer}`;
  if (paid.amountCents !== asked.amount_cents || paid.currency !== asked.currency) {
    return `paid ${paid.amountCents} ${paid.currency}, asked ${asked.amount_cents} ${asked.currency}`;
  }
  return null;
}

/**
 * Credits a paid checkout, once, with what this server asked for: its dealer, amount and currency (the dealer's, CAD
 * or USD, whose minor unit is the cent; nothing is converted, so a JPY payment, whose amount has no minor unit, is
 * refused as another currency, not read as cents). A session this server did not create, or paid for another
 * dealer, amount or currency, is refused with the reason, for the log: the provider's signature proves only that the
 * event came from the account, not that this server asked for it.
 */
export async function creditPaidCheckout(
  deps: { db: Queryable; store: EventStore },
  paid: PaidCheckout,
): Promise<{ credited: boolean; refused: string | null }> {
  const [asked] = await deps.db.query<CheckoutRow>(
    `SELECT d.token AS dealer, c.amount_cents, c.currency, c.payer_email
     FROM billing_checkouts c JOIN dealers d ON d.id = c.dealer_id WHERE c.session_id = $1`,
    [paid.sessionId],
  );
  if (!asked) return { credited: false, refused: 'this server did not create it' };
  const refused = mismatch(paid, asked);
  if (refused !== null) return { credited: false, refused };
  const recorded = await recordBillingTransaction(deps, asked.dealer, {
    platform: CARD_PLATFORM,
    transaction_type: 'credit',
    description: `Funds added by card (${asked.payer_email})`,
    amount: asked.amount_cents / 100,
    currency: asked.currency,
    providerReference: paid.sessionId,
  });
  return { credited: recorded?.inserted ?? false, refused: null };
}
