import { defineEvent } from '../events/definition.ts';
import { BillingTransactionSchema, billingDocId } from './billingTransaction.ts';

export const BILLING_RECORDED = 'billing.recorded';

/**
 * Appended by the server once a transaction is in its billing_transactions table (a checkout's credit after the
 * provider's verified webhook, later a marketing spend): every browser of the dealer gets it as refs
 * `billing:{dealer}:{id}`, so the Billing tab's list and figures are local data.
 */
export const billingRecorded = defineEvent({
  payload: BillingTransactionSchema,
  action: null,
  targets: (event) => [{ collection: 'refs', id: billingDocId(event.dealer, event.payload.id) }],
  project: (event) => {
    const id = billingDocId(event.dealer, event.payload.id);
    return [{ collection: 'refs', id, doc: { ...event.payload, id, dealer: event.dealer, kind: 'billing', transaction_id: event.payload.id } }];
  },
});
