import { Link } from 'wouter';
import { formatNumber } from '../../domain/format/numbers.ts';
import { listedType } from '../../domain/opportunityList/opportunityColumns.ts';
import {
  OPPORTUNITY_LIST_TYPES,
  OPPORTUNITY_TYPE_LABELS,
  type OpportunityListType,
} from '../../domain/opportunityList/opportunityListType.ts';
import type { OpportunityCounts } from '../../worker/api.ts';
import { useEnabledOpportunityTypes } from '../settings/useEnabledOpportunityTypes.ts';

type OpportunityTabsProps = {
  active: OpportunityListType;
  counts: OpportunityCounts | null;
  /** Role 6: the equity tab lists (and so counts) the service rows. */
  serviceRole: boolean;
};

/**
 * One tab per list type the dealer has on (and SOLD) with its row count; a tab opens its list on page 1 with nothing
 * of the previous filters.
 */
export function OpportunityTabs({ active, counts, serviceRole }: OpportunityTabsProps) {
  const enabled = useEnabledOpportunityTypes();
  return (
    <nav className="tabs opportunity-tabs" aria-label="Opportunity types">
      {OPPORTUNITY_LIST_TYPES.filter((type) => type === 'sold' || enabled.includes(type)).map((type) => {
        const counted = type === 'sold' ? type : listedType(type, serviceRole);
        return (
          <Link
            key={type}
            href={`/opportunity/${type}?page=1`}
            className={active === type ? 'tab is-active' : 'tab'}
            aria-current={active === type ? 'page' : undefined}
          >
            {OPPORTUNITY_TYPE_LABELS[type]}
            <span className="tab-count">{counts ? formatNumber(counts[counted]) : '…'}</span>
          </Link>
        );
      })}
    </nav>
  );
}
