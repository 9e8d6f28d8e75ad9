import type { Opportunity } from './opportunity.ts';
import { sameValue } from './sameValue.ts';

export type OpportunityDiff = {
  /** Rows new or changed, as they should now read (an existing row keeps its identified_at). */
  set: Opportunity[];
  /** Ids of rows that no longer hold. */
  removed: string[];
};

/**
 * The real changes between two minings of the same customers: rows to write and ids to remove. A row found again
 * keeps the day it was first identified, so a rerun on another day changes nothing that did not change.
 */
export function diffOpportunities(before: readonly Opportunity[], after: readonly Opportunity[]): OpportunityDiff {
  const previous = new Map(before.map((opportunity) => [opportunity.id, opportunity]));
  const kept = new Set<string>();
  const set: Opportunity[] = [];
  for (const opportunity of after) {
    kept.add(opportunity.id);
    const old = previous.get(opportunity.id);
    const next = old ? { ...opportunity, identified_at: old.identified_at } : opportunity;
    if (!old || !sameValue(old, next)) set.push(next);
  }
  const removed = before.filter((opportunity) => !kept.has(opportunity.id)).map((opportunity) => opportunity.id);
  return { set, removed };
}
