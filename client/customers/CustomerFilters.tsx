import { memo, useState, type ReactNode } from 'react';
import { CUSTOMER_OPPORTUNITY_TYPES, EMPTY_CUSTOMER_FILTER, type CustomerFilterValues } from '../../domain/customers/customerList.ts';
import type { DistanceUnit } from '../../domain/format/units.ts';
import { opportunityTypeName } from '../../domain/opportunityList/opportunityListType.ts';
import { RangeSlider } from '../ui/RangeSlider.tsx';
import { FilterSelect } from '../ui/FilterSelect.tsx';

type CustomerFiltersProps = {
  /** The filters of the list on screen: the controls start from them. */
  applied: CustomerFilterValues;
  /** The distance slider's bounds (the dealer's customers' lowest and highest distance) and unit. */
  distance: { bounds: [number, number]; unit: DistanceUnit };
  onApply: (filter: CustomerFilterValues) => void;
  onReset: () => void;
  /** The list's actions at the end of the bar (SHARE, EXPORT CSV, REASSIGN). */
  actions: ReactNode;
};

const STATUSES = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];
const OPPORTUNITY_TYPES = CUSTOMER_OPPORTUNITY_TYPES.map((type) => ({ value: type, label: type === 'all' ? 'All' : opportunityTypeName(type) }));

/**
 * The customer list's filters (spec 000 §2): search box, status, opportunity type, distance slider; APPLY pushes
 * them into the query string (page 1), RESET clears them. Memoised: a sort or a scroll of the list leaves it alone.
 */
export const CustomerFilters = memo(function CustomerFilters({ applied, distance, onApply, onReset, actions }: CustomerFiltersProps) {
  const [filter, setFilter] = useState(applied);
  const set = (change: Partial<CustomerFilterValues>) => setFilter({ ...filter, ...change });
  return (
    <form
      className="filter-bar customer-filters"
      role="search"
      aria-label="Customer filters"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ ...filter, search: filter.search.trim() });
      }}
    >
      <input
        className="filter-search"
        type="search"
        name="search"
        aria-label="Search customers"
        placeholder="Search name, number, phone, email"
        value={filter.search}
        onChange={(event) => set({ search: event.target.value })}
      />
      <FilterSelect
        label="Status"
        name="status"
        value={filter.status}
        choices={STATUSES}
        onChange={(value) => set({ status: value === 'active' || value === 'inactive' ? value : 'all' })}
      />
      <FilterSelect
        label="Opportunity type"
        name="opportunity_type"
        value={filter.opportunity_type}
        choices={OPPORTUNITY_TYPES}
        onChange={(value) => set({ opportunity_type: CUSTOMER_OPPORTUNITY_TYPES.find((type) => type === value) ?? 'all' })}
      />
      <RangeSlider label="Distance" unit={distance.unit} bounds={distance.bounds} value={filter.distance} onChange={(range) => set({ distance: range })} />
      <button className="button button-primary" type="submit">
        APPLY
      </button>
      <button
        className="button"
        type="button"
        onClick={() => {
          setFilter(EMPTY_CUSTOMER_FILTER);
          onReset();
        }}
      >
        RESET
      </button>
      {actions}
    </form>
  );
});
