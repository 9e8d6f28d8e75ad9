import type { Doc } from '../../domain/events/collections.ts';
import { plainDoc } from '../store/docWrites.ts';

/** What a list reads of a store change event (RxDB's eventBulks$). */
type StoreEvent = { operation: string; documentData?: unknown; previousDocumentData?: unknown };

/**
 * A bulk of store changes grouped per dealer, in order, each made into a list's change by `change` (the document,
 * or null when it was removed).
 */
export function changesByDealer<Change>(events: readonly StoreEvent[], change: (id: string, doc: Doc | null) => Change): Map<string, Change[]> {
  const byDealer = new Map<string, Change[]>();
  for (const event of events) {
    const data = (event.documentData ?? event.previousDocumentData) as Record<string, unknown> | undefined;
    if (!data) continue;
    const dealer = data.dealer as string;
    let list = byDealer.get(dealer);
    if (!list) {
      list = [];
      byDealer.set(dealer, list);
    }
    list.push(change(data.id as string, event.operation === 'DELETE' ? null : plainDoc(data)));
  }
  return byDealer;
}
