import { useId, useState, type ReactNode } from 'react';
import { TEMPLATE_CATEGORIES, TEMPLATE_TYPES } from '../../../domain/templates/template.ts';
import { TEMPLATE_SEARCH_MAX_LENGTH, templateCategoryOf, templateFilterCount, templateTypeOf, type TemplateFilter } from '../../../domain/templates/templateList.ts';
import { FilterFormActions } from '../../lists/FilterFormActions.tsx';
import { FilterSelect } from '../../sold/FilterSelect.tsx';

type TemplateFiltersProps = {
  /** The filter of the list on screen: the fields start from it, and the counter counts it. */
  applied: TemplateFilter;
  onApply: (filter: TemplateFilter) => void;
  onReset: () => void;
  /** Further buttons at the end of the bar (CREATE TEMPLATE, SHARE, EXPORT CSV). */
  actions: ReactNode;
};

const ALL = { value: 'all', label: 'All' };
const choices = (labels: readonly string[]) => [ALL, ...labels.map((label) => ({ value: label, label }))];

/** The templates list's filter bar (spec 002 §2): search, category and type, the applied filters' counter, APPLY FILTERS and RESET. */
export function TemplateFilters({ applied, onApply, onReset, actions }: TemplateFiltersProps) {
  const searchId = useId();
  const [search, setSearch] = useState(applied.search);
  const [category, setCategory] = useState(applied.category);
  const [type, setType] = useState(applied.type);
  const count = templateFilterCount(applied);
  return (
    <form
      className="filter-bar lead-filters template-filters"
      role="search"
      aria-label="Template filters"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ search, category, type });
      }}
    >
      <p className="lead-filters-count">
        FILTERS <span className="tab-count" aria-label={`${count} filters applied`}>{count}</span>
      </p>
      <div className="filter-field">
        <label htmlFor={searchId}>Search</label>
        <input id={searchId} type="search" name="search" maxLength={TEMPLATE_SEARCH_MAX_LENGTH} value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      <FilterSelect label="Category" name="category" value={category} choices={choices(TEMPLATE_CATEGORIES)} onChange={(value) => setCategory(templateCategoryOf(value) ?? 'all')} />
      <FilterSelect label="Type" name="type" value={type} choices={choices(TEMPLATE_TYPES)} onChange={(value) => setType(templateTypeOf(value) ?? 'all')} />
      <FilterFormActions onReset={onReset} actions={actions} />
    </form>
  );
}
