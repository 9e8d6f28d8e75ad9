import { useState } from 'react';
import { LEAD_FILTER_OPTIONS, leadFilterCount, type LeadFilter } from '../../domain/leads/leadList.ts';
import { FilterSelect } from '../ui/FilterSelect.tsx';
import { FilterPanel, type FilterBarProps } from '../lists/FilterPanel.tsx';

const ALL = { value: 'all', label: 'All' };
const choices = (labels: readonly string[]) => [ALL, ...labels.map((label) => ({ value: label, label }))];

/** The lead bin's filter bar (spec 003): type and category, each with All, the applied filters' counter, RESET, APPLY FILTERS. */
export function LeadFilters({ applied, onApply, onReset, actions }: FilterBarProps<LeadFilter>) {
  const [type, setType] = useState(applied.type);
  const [category, setCategory] = useState(applied.category);
  const count = leadFilterCount(applied);
  return (
    <FilterPanel label="Lead filters" count={count} onApply={() => onApply({ ...applied, type, category })} onReset={onReset} actions={actions}>
      <FilterSelect
        label="Type"
        name="type"
        value={type}
        choices={choices(LEAD_FILTER_OPTIONS.types)}
        onChange={(value) => setType(LEAD_FILTER_OPTIONS.types.find((label) => label === value) ?? 'all')}
      />
      <FilterSelect
        label="Category"
        name="category"
        value={category}
        choices={choices(LEAD_FILTER_OPTIONS.categories)}
        onChange={(value) => setCategory(LEAD_FILTER_OPTIONS.categories.find((label) => label === value) ?? 'all')}
      />
    </FilterPanel>
  );
}
