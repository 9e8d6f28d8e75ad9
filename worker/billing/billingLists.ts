import * as v from 'valibot';
import { billingBalance } from '../../domain/billing/billingBalance.ts';
import { billingPredicate, compareBilling, type BillingFilter } from '../../domain/billing/billingList.ts';
import type { BillingTransaction } from '../../domain/billing/billingTransaction.ts';
import type { RefOf } from '../../domain/events/collectionDocs.ts';
import { DEFAULT_DEALER_SETTINGS, DealerSettingsSchema } from '../../domain/settings/dealerSettings.ts';
import type { BillingListQuery, BillingSummary, ListWindow } from '../api.ts';
import { createRefsKindLists, type DealerSource } from '../lists/refsKindLists.ts';
import type { Store } from '../store/database.ts';
import type { LocalState } from '../store/localState.ts';

/**
 * The active dealer's billing transactions (refs of kind "billing", docs/settings.md "Billing") and the header's
 * figures made of them with the domain's billingBalance in the dealer's time zone (its settings document), read
 * again whenever the dealer's refs change, the active dealer changes, or a sync finishes (an empty list is "not
 * here yet" until the refs were pulled once).
 */
export type BillingLists = {
  subscribe(id: number, query: BillingListQuery, callback: (window: ListWindow<BillingTransaction>) => void): Promise<void>;
  update(id: number, query: BillingListQuery): Promise<void>;
  subscribeSummary(id: number, callback: (summary: BillingSummary) => void): Promise<void>;
  remove(id: number): void;
  close(): void;
};

/** The store, and the active dealer: its listen also calls when a sync finished. */
export type BillingListsDeps = DealerSource & { store: Store; local: LocalState };

const DEFAULT_TIME_ZONE = DEFAULT_DEALER_SETTINGS.config.dealer_timezone;

/** A transaction as its refs document keeps it: its own id is transaction_id (the document's id is billingDocId). */
const transactionOf = ({ transaction_id, created_at, platform, transaction_type, description, amount, currency, status }: RefOf<'billing'>): BillingTransaction => ({
  id: transaction_id,
  created_at,
  platform,
  transaction_type,
  description,
  amount,
  currency,
  status,
});

function timeZoneOf(settings: Record<string, unknown> | undefined): string {
  const parsed = settings ? v.safeParse(DealerSettingsSchema, settings) : null;
  return parsed?.success ? parsed.output.config.dealer_timezone : DEFAULT_TIME_ZONE;
}

/** The dealer's transactions in the list's order, and its time zone. */
function billingOf(refs: RefOf<'billing' | 'settings'>[]): { docs: BillingTransaction[]; timeZone: string } {
  const docs = refs
    .filter((ref) => ref.kind === 'billing')
    .map(transactionOf)
    .sort(compareBilling);
  return { docs, timeZone: timeZoneOf(refs.find((ref) => ref.kind === 'settings')) };
}

export function createBillingLists(deps: BillingListsDeps): BillingLists {
  return createRefsKindLists({
    ...deps,
    kinds: ['billing', 'settings'],
    read: billingOf,
    rows: ({ docs }, filter: BillingFilter) => docs.filter(billingPredicate(filter)),
    summary: (data): BillingSummary => (data ? { status: 'ready', balance: billingBalance(data.docs, data.timeZone) } : { status: 'loading' }),
  });
}
