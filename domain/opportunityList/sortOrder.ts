import type { Opportunity } from '../opportunities/opportunity.ts';
import { compareOpportunities, type OpportunitySortColumn } from './opportunitySort.ts';

/**
 * Rows in the ascending order of one column as compareOpportunities gives it: the rows with a value by (value, id),
 * then the empty rows by id. `valued` is where the empty rows start, so the descending order is each of the two
 * parts read backwards (the sort's tie rule: ties by id in the sort's direction, empty rows last both ways).
 */
export type SortOrder = {
  rows: Opportunity[];
  valued: number;
  compare: (a: Opportunity, b: Opportunity) => number;
};

/** Rows by id (code unit order, as the sort's tie rule compares ids). */
export function compareIds(a: Opportunity, b: Opportunity): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A row holding only one column's value: lets the domain comparator rank distinct values. */
function probe(by: OpportunitySortColumn, value: string): Opportunity {
  return { id: '', [by]: value } as unknown as Opportunity;
}

/**
 * The numeric sort key of each distinct text value: its rank among the distinct values in the domain's collation,
 * values the collation holds equal sharing a rank. Ranking the few distinct values once and then sorting numbers
 * is several times faster than collating 100,000 rows pairwise.
 */
function textRanks(values: Set<string>, by: OpportunitySortColumn): Map<string, number> {
  const compare = compareOpportunities({ by, order: 'asc' });
  const sorted = [...values].map((value) => probe(by, value)).sort(compare);
  const ranks = new Map<string, number>();
  let rank = 0;
  for (let i = 0; i < sorted.length; i++) {
    const row = sorted[i] as Opportunity;
    if (i > 0 && compare(sorted[i - 1] as Opportunity, row) !== 0) rank++;
    ranks.set(row[by] as string, rank);
  }
  return ranks;
}

/**
 * Builds a column's ascending order from rows already sorted by id: each valued row gets a number key (the value,
 * or its text rank), the positions are sorted by (key, position) and the empty rows follow in id order.
 */
export function buildSortOrder(byId: readonly Opportunity[], by: OpportunitySortColumn): SortOrder {
  const compare = compareOpportunities({ by, order: 'asc' });
  const count = byId.length;
  const keys = new Float64Array(count);
  const valuedAt: number[] = [];
  const emptyAt: number[] = [];
  const texts = new Set<string>();
  let numbers = 0;
  for (const row of byId) {
    const value = row[by];
    if (typeof value === 'string') texts.add(value);
    else if (typeof value === 'number') numbers++;
  }
  if (texts.size > 0 && numbers > 0) {
    // A column of mixed kinds does not occur in the schema; the comparator still answers it exactly.
    const valued = byId.filter((row) => row[by] !== null).sort(compare);
    return { rows: [...valued, ...byId.filter((row) => row[by] === null)], valued: valued.length, compare };
  }
  const ranks = texts.size > 0 ? textRanks(texts, by) : null;
  for (let i = 0; i < count; i++) {
    const value = (byId[i] as Opportunity)[by];
    if (value === null) {
      emptyAt.push(i);
      continue;
    }
    keys[i] = ranks ? (ranks.get(value as string) as number) : (value as number);
    valuedAt.push(i);
  }
  valuedAt.sort((a, b) => (keys[a] as number) - (keys[b] as number) || a - b);
  const rows: Opportunity[] = [];
  for (const i of valuedAt) rows.push(byId[i] as Opportunity);
  for (const i of emptyAt) rows.push(byId[i] as Opportunity);
  return { rows, valued: valuedAt.length, compare };
}

/**
 * Walks an order in a direction and keeps the rows passing a test (null: every row), the first `limit` of them at
 * most: ascending as stored, descending as the valued part backwards then the empty part backwards.
 */
export function walkOrder(
  order: SortOrder,
  direction: 'asc' | 'desc',
  test: ((row: Opportunity) => boolean) | null,
  limit = Number.POSITIVE_INFINITY,
): Opportunity[] {
  const { rows, valued } = order;
  if (!test && limit >= rows.length) {
    // Native copies: a sort change of an unfiltered list of 100,000 rows in well under a millisecond.
    return direction === 'asc' ? rows.slice() : rows.slice(0, valued).reverse().concat(rows.slice(valued).reverse());
  }
  const out: Opportunity[] = [];
  const keep = (row: Opportunity) => (test === null || test(row)) && out.push(row) >= limit;
  if (direction === 'asc') {
    for (const row of rows) if (keep(row)) return out;
    return out;
  }
  for (let i = valued - 1; i >= 0; i--) if (keep(rows[i] as Opportunity)) return out;
  for (let i = rows.length - 1; i >= valued; i--) if (keep(rows[i] as Opportunity)) return out;
  return out;
}
