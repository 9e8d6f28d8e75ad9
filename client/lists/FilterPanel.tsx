import type { ReactNode } from 'react';
import { FilterFormActions } from './FilterFormActions.tsx';

/** What a list's filter bar is given: the filter on screen, applying another, resetting, and the list's own buttons. */
export type FilterBarProps<Filter> = {
  /** The filter of the list on screen: the fields start from it, and the counter counts it. */
  applied: Filter;
  onApply: (filter: Filter) => void;
  onReset: () => void;
  /** Further buttons at the end of the bar (create, SHARE, EXPORT CSV). */
  actions: ReactNode;
};

type FilterPanelProps = {
  /** The search form's accessible name ("Billing filters"). */
  label: string;
  /** The bar's own class, if any, beside filter-bar and lead-filters. */
  className?: string;
  /** How many filters are applied, beside FILTERS. */
  count: number;
  /** APPLY FILTERS: the fields' values become the list's filter. */
  onApply: () => void;
  onReset: () => void;
  actions: ReactNode;
  /** The bar's fields. */
  children: ReactNode;
};

/** A list's filter bar: a search form with the applied filters' counter, its fields, APPLY FILTERS, RESET and the list's actions. */
export function FilterPanel({ label, className, count, onApply, onReset, actions, children }: FilterPanelProps) {
  return (
    <form
      className={className ? `filter-bar lead-filters ${className}` : 'filter-bar lead-filters'}
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      <p className="lead-filters-count">
        FILTERS <span className="tab-count" aria-label={`${count} filters applied`}>{count}</span>
      </p>
      {children}
      <FilterFormActions onReset={onReset} actions={actions} />
    </form>
  );
}
