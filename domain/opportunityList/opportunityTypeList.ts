import type { ListDescriptor } from '../lists/listDescriptor.ts';
import type { OpportunityType } from '../opportunities/opportunityType.ts';
import { EMPTY_OPPORTUNITY_FILTER } from './opportunityFilter.ts';
import { OPPORTUNITY_TYPE_LABELS } from './opportunityListType.ts';
import { DEFAULT_OPPORTUNITY_SORT, readOpportunityListUrl, writeOpportunityListUrl, type OpportunityListUrl } from './opportunityListUrl.ts';
import { isOpportunitySortColumn } from './opportunitySort.ts';

/** The empty text of every opportunity list, the sold tab included (spec 001 §2.2). */
export const NO_OPPORTUNITIES = 'NO NEW OPPORTUNITIES FOR THIS TYPE';

/**
 * The opportunity list of a type, /opportunity/{type} (spec 001 §2.2), whose rows are of the type `listed` (role
 * 6's equity list shows service rows): best rated first, RESET keeps the order and clears the filters, SHARE names
 * the rows' type, EXPORT CSV is GET /opportunities of the route's type.
 */
export function opportunityTypeList(type: OpportunityType, listed: OpportunityType): ListDescriptor<OpportunityListUrl> {
  return {
    label: 'Opportunities',
    path: `/opportunity/${type}`,
    read: readOpportunityListUrl,
    write: writeOpportunityListUrl,
    order: DEFAULT_OPPORTUNITY_SORT,
    sortable: isOpportunitySortColumn,
    emptyText: NO_OPPORTUNITIES,
    shareTitle: `SHARE ${OPPORTUNITY_TYPE_LABELS[listed]} OPPORTUNITIES`,
    exportPath: '/opportunities',
    shared: (url) => url,
    exportParams: { type },
    reset: (url) => ({ ...url, filter: EMPTY_OPPORTUNITY_FILTER, page: 1 }),
  };
}
