import type { Opportunity } from '../opportunities/opportunity.ts';
import { RANGE_FILTERS, rangeValue, type OpportunityFilter, type RangeFilter } from './opportunityFilter.ts';

/** The fields a filter's count is read from columns for: the range filters and the model year. */
type ColumnField = RangeFilter | 'year';

/**
 * One type's rows as columns of the numbers filters read, each built the first time a count needs it and kept until
 * the rows change (the caller drops it then). Counting a filter over 43,000 row objects touches every row's memory
 * (2 to 9 ms in the worker, most of it waiting for memory); over a column of numbers it takes a fraction of a
 * millisecond.
 */
export type FilterColumns = { count(filter: OpportunityFilter): number | null };

type Condition = { values: Float64Array; test: (value: number) => boolean };

/** The value a column holds for a row: the field's number, NaN where the row has none (NaN fails every bound). */
function columnValue(row: Opportunity, field: ColumnField): number {
  const value = field === 'year' ? row.year : rangeValue(row, field);
  return typeof value === 'number' ? value : Number.NaN;
}

/** Whether a filter sets only conditions the columns answer: model years and ranges. */
function columnsAnswer(filter: OpportunityFilter): boolean {
  const lists = [filter.make, filter.model, filter.service_type, filter.service_group, filter.salesperson];
  const choices = [filter.stock_type, filter.sale_type, filter.appointment];
  return lists.every((list) => list.length === 0) && choices.every((choice) => choice === 'all') && !filter.start_date && !filter.end_date;
}

export function createFilterColumns(rows: () => Iterable<Opportunity>, size: () => number): FilterColumns {
  const columns = new Map<ColumnField, Float64Array>();
  const column = (field: ColumnField): Float64Array => {
    let values = columns.get(field);
    if (!values) {
      values = new Float64Array(size());
      let at = 0;
      for (const row of rows()) values[at++] = columnValue(row, field);
      columns.set(field, values);
    }
    return values;
  };
  return {
    count(filter) {
      if (!columnsAnswer(filter)) return null;
      const conditions: Condition[] = [];
      if (filter.year.length) {
        const allowed = new Set(filter.year);
        conditions.push({ values: column('year'), test: (value) => allowed.has(value) });
      }
      for (const name of RANGE_FILTERS) {
        const range = filter.ranges[name];
        if (!range || (range.min === null && range.max === null)) continue;
        const low = range.min ?? Number.NEGATIVE_INFINITY;
        const high = range.max ?? Number.POSITIVE_INFINITY;
        conditions.push({ values: column(name), test: (value) => value >= low && value <= high });
      }
      const count = size();
      if (conditions.length === 0) return count;
      let passing = 0;
      rows: for (let at = 0; at < count; at++) {
        for (const { values, test } of conditions) if (!test(values[at] as number)) continue rows;
        passing++;
      }
      return passing;
    },
  };
}
