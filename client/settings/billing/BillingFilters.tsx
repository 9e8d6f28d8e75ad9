import { useState } from 'react';
import { BILLING_FILTER_OPTIONS, billingFilterCount, billingStatusOf, billingTypeOf, type BillingFilter } from '../../../domain/billing/billingList.ts';
import { FilterPanel, type FilterBarProps } from '../../lists/FilterPanel.tsx';
import { FilterSearch } from '../../lists/FilterSearch.tsx';
import { FilterSelect } from '../../ui/FilterSelect.tsx';

/** The Billing list's filter bar (spec 002): search, status (All, Active, Inactive), type, the applied count, APPLY FILTERS, RESET, SHARE, EXPORT CSV. */
export function BillingFilters({ applied, onApply, onReset, actions }: FilterBarProps<BillingFilter>) {
  const [search, setSearch] = useState(applied.search);
  const [status, setStatus] = useState<string>(applied.status);
  const [type, setType] = useState<string>(applied.type);
  return (
    <FilterPanel
      label="Billing filters"
      className="billing-filters"
      count={billingFilterCount(applied)}
      onApply={() => onApply({ search: search.trim(), status: billingStatusOf(status) ?? 'all', type: billingTypeOf(type) ?? 'all' })}
      onReset={onReset}
      actions={actions}
    >
      <FilterSearch value={search} maxLength={200} onChange={setSearch} />
      <FilterSelect label="Status" name="status" value={status} choices={BILLING_FILTER_OPTIONS.statuses} onChange={setStatus} />
      <FilterSelect label="Type" name="type" value={type} choices={BILLING_FILTER_OPTIONS.types} onChange={setType} />
    </FilterPanel>
  );
}
