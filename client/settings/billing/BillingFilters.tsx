import { useId, useState, type ReactNode } from 'react';
import { BILLING_FILTER_OPTIONS, billingFilterCount, billingStatusOf, billingTypeOf, type BillingFilter } from '../../../domain/billing/billingList.ts';
import { FilterFormActions } from '../../lists/FilterFormActions.tsx';
import { FilterSelect } from '../../sold/FilterSelect.tsx';

type BillingFiltersProps = {
  /** The filter of the list on screen: the fields start from it, and the counter counts it. */
  applied: BillingFilter;
  onApply: (filter: BillingFilter) => void;
  onReset: () => void;
  /** Further buttons at the end of the bar (SHARE, EXPORT CSV). */
  actions: ReactNode;
};

/** The Billing list's filter bar (spec 002): search, status (All, Active, Inactive), type, the applied count, APPLY FILTERS, RESET. */
export function BillingFilters({ applied, onApply, onReset, actions }: BillingFiltersProps) {
  const searchId = useId();
  const [search, setSearch] = useState(applied.search);
  const [status, setStatus] = useState<string>(applied.status);
  const [type, setType] = useState<string>(applied.type);
  const count = billingFilterCount(applied);
  return (
    <form
      className="filter-bar lead-filters billing-filters"
      role="search"
      aria-label="Billing filters"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ search: search.trim(), status: billingStatusOf(status) ?? 'all', type: billingTypeOf(type) ?? 'all' });
      }}
    >
      <p className="lead-filters-count">
        FILTERS <span className="tab-count" aria-label={`${count} filters applied`}>{count}</span>
      </p>
      <div className="filter-field">
        <label htmlFor={searchId}>Search</label>
        <input id={searchId} type="search" name="search" maxLength={200} value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      <FilterSelect label="Status" name="status" value={status} choices={BILLING_FILTER_OPTIONS.statuses} onChange={setStatus} />
      <FilterSelect label="Type" name="type" value={type} choices={BILLING_FILTER_OPTIONS.types} onChange={setType} />
      <FilterFormActions onReset={onReset} actions={actions} />
    </form>
  );
}
