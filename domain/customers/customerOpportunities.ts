import type { Opportunity } from '../opportunities/opportunity.ts';
import { OPPORTUNITY_TYPES, type OpportunityType } from '../opportunities/opportunityType.ts';
import { OPPORTUNITY_TYPE_LABELS } from '../opportunityList/opportunityListType.ts';

/** One chip of the customer list's opportunities column: a type and how many of the customer's rows have it. */
export type OpportunityCount = { type: OpportunityType; count: number };

/**
 * A dealer's open opportunities per customer, as the customer list reads them (its chips, its opportunity type
 * filter, its sort by opportunities). A snapshot: a change of the opportunities makes a new one, so a list built
 * from one stays consistent with it, and a new object tells its readers to build again.
 */
export type CustomerOpportunities = {
  /** The customer's opportunities per type, in the lists' type order; empty when none. */
  of(customerId: string): readonly OpportunityCount[];
  /** How many opportunities the customer has, every type. */
  total(customerId: string): number;
  /** Whether the customer has at least one opportunity of the type. */
  has(customerId: string, type: OpportunityType): boolean;
};

const TYPE_AT = new Map<string, number>(OPPORTUNITY_TYPES.map((type, at) => [type, at]));
const TOTAL_AT = OPPORTUNITY_TYPES.length;

/**
 * Counts opportunity rows per customer and type in one pass (the rows the opportunity lists hold are the open
 * ones: a sale or a rerun of the engine removes the others). A type this build does not know is left out.
 */
export function countCustomerOpportunities(rows: Iterable<Pick<Opportunity, 'customer_id' | 'type'>>): CustomerOpportunities {
  const counts = new Map<string, number[]>();
  for (const row of rows) {
    const at = TYPE_AT.get(row.type);
    if (at === undefined) continue;
    let found = counts.get(row.customer_id);
    if (!found) {
      found = new Array<number>(TOTAL_AT + 1).fill(0);
      counts.set(row.customer_id, found);
    }
    found[at] = (found[at] as number) + 1;
    found[TOTAL_AT] = (found[TOTAL_AT] as number) + 1;
  }
  const chips = new Map<string, OpportunityCount[]>();
  return {
    of(customerId) {
      let found = chips.get(customerId);
      if (!found) {
        const byType = counts.get(customerId);
        found = byType ? OPPORTUNITY_TYPES.flatMap((type, at) => (byType[at] ? [{ type, count: byType[at] as number }] : [])) : [];
        chips.set(customerId, found);
      }
      return found;
    },
    total: (customerId) => counts.get(customerId)?.[TOTAL_AT] ?? 0,
    has: (customerId, type) => (counts.get(customerId)?.[TYPE_AT.get(type) ?? -1] ?? 0) > 0,
  };
}

/** No opportunities at all: the customer list's context before a dealer's opportunities are read. */
export const NO_CUSTOMER_OPPORTUNITIES: CustomerOpportunities = countCustomerOpportunities([]);

/** A chip's text: the type and the count, "EQUITY 2". */
export function opportunityChipText(chip: OpportunityCount): string {
  return `${OPPORTUNITY_TYPE_LABELS[chip.type]} ${chip.count}`;
}

/** Whether two customers' chips read the same (a list sends a row again only when they do not). */
export function sameChips(a: readonly OpportunityCount[], b: readonly OpportunityCount[]): boolean {
  return a.length === b.length && a.every((chip, at) => chip.type === b[at]?.type && chip.count === b[at]?.count);
}
