import { useState } from 'react';
import { TEMPLATE_CATEGORIES, TEMPLATE_TYPES } from '../../../domain/templates/template.ts';
import { TEMPLATE_SEARCH_MAX_LENGTH, templateCategoryOf, templateFilterCount, templateTypeOf, type TemplateFilter } from '../../../domain/templates/templateList.ts';
import { FilterPanel, type FilterBarProps } from '../../lists/FilterPanel.tsx';
import { FilterSearch } from '../../lists/FilterSearch.tsx';
import { FilterSelect } from '../../ui/FilterSelect.tsx';

const ALL = { value: 'all', label: 'All' };
const choices = (labels: readonly string[]) => [ALL, ...labels.map((label) => ({ value: label, label }))];

/**
 * The templates list's filter bar (spec 002 §2): search, category and type, the applied filters' counter, APPLY FILTERS
 * and RESET, then CREATE TEMPLATE, SHARE and EXPORT CSV.
 */
export function TemplateFilters({ applied, onApply, onReset, actions }: FilterBarProps<TemplateFilter>) {
  const [search, setSearch] = useState(applied.search);
  const [category, setCategory] = useState(applied.category);
  const [type, setType] = useState(applied.type);
  return (
    <FilterPanel
      label="Template filters"
      className="template-filters"
      count={templateFilterCount(applied)}
      onApply={() => onApply({ search, category, type })}
      onReset={onReset}
      actions={actions}
    >
      <FilterSearch value={search} maxLength={TEMPLATE_SEARCH_MAX_LENGTH} onChange={setSearch} />
      <FilterSelect label="Category" name="category" value={category} choices={choices(TEMPLATE_CATEGORIES)} onChange={(value) => setCategory(templateCategoryOf(value) ?? 'all')} />
      <FilterSelect label="Type" name="type" value={type} choices={choices(TEMPLATE_TYPES)} onChange={(value) => setType(templateTypeOf(value) ?? 'all')} />
    </FilterPanel>
  );
}
