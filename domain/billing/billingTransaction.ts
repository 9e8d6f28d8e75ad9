import * as v from 'valibot';
import { StorableText } from '../validation/storableSchemas.ts';

/** A credit adds funds to the marketing balance (a card checkout); a debit spends them (a marketing campaign). */
export const BILLING_TRANSACTION_TYPES = ['credit', 'debit'] as const;
export type BillingTransactionType = (typeof BILLING_TRANSACTION_TYPES)[number];
export const BILLING_TYPE_LABELS: Record<BillingTransactionType, string> = { credit: 'Credit', debit: 'Debit' };

/** An active transaction counts in the balance; an inactive one (voided, refunded) is listed but counts for nothing. */
export const BILLING_STATUSES = ['active', 'inactive'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/** The platform of a card checkout's credit: the card payment provider. */
export const CARD_PLATFORM = 'Stripe';

const TEXT_MESSAGE = 'A billing transaction needs its texts.';
const AMOUNT_MESSAGE = 'A billing transaction amount is a positive amount of dollars and cents.';

/**
 * A billing transaction (spec 002 §3: created_at, platform, transaction_type, description, amount, currency) with its
 * id and status. The amount is positive, in the currency's units with at most 2 decimals; the type says which way it
 * moves the balance. Currency is the ISO code in capitals (CAD, USD).
 */
export const BillingTransactionSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  created_at: v.pipe(v.string(), v.isoTimestamp('A billing transaction needs its time.')),
  platform: StorableText(TEXT_MESSAGE, 100),
  transaction_type: v.picklist(BILLING_TRANSACTION_TYPES),
  description: StorableText(TEXT_MESSAGE, 500),
  amount: v.pipe(
    v.number(AMOUNT_MESSAGE),
    v.minValue(0.01, AMOUNT_MESSAGE),
    v.maxValue(1_000_000_000, AMOUNT_MESSAGE),
    v.check((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, AMOUNT_MESSAGE),
  ),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'A billing transaction currency is a 3-letter code.')),
  status: v.picklist(BILLING_STATUSES),
});
export type BillingTransaction = v.InferOutput<typeof BillingTransactionSchema>;

/** The refs document of a transaction (kind "billing"). */
export function billingDocId(dealer: string, id: number): string {
  return `billing:${dealer}:${id}`;
}

/** The currency a dealer pays in: its country's. */
export function dealerCurrency(country: 'canada' | 'us'): string {
  return country === 'us' ? 'USD' : 'CAD';
}
