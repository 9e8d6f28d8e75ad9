import { useId, useState, type ReactNode } from 'react';
import { DEAL_TYPE_LABELS } from '../../domain/deal/dealConstants.ts';
import { opportunityTypeName } from '../../domain/opportunityList/opportunityListType.ts';
import { soldFilterCount, soldFilterError, type SoldFilter, type SoldFilterOptions } from '../../domain/soldOpportunities/soldList.ts';
import { UNKNOWN_SALESPERSON } from '../../domain/soldOpportunities/soldOpportunity.ts';
import { DateRangeFields } from '../ui/DateRangeFields.tsx';
import { FilterSelect } from '../ui/FilterSelect.tsx';

type SoldFiltersProps = {
  /** The filter of the list on screen: the controls start from it. */
  applied: SoldFilter;
  /** What RESET returns to: every choice at all, the dates at the current month. */
  defaults: SoldFilter;
  options: SoldFilterOptions;
  onApply: (filter: SoldFilter) => void;
  onReset: () => void;
  /** Further buttons at the end of the bar (SHARE, EXPORT CSV). */
  actions: ReactNode;
};

/** A choice of the options' values that keeps the current one even before the options have loaded. */
function withCurrent(values: readonly string[], current: string): string[] {
  return current === '' || values.includes(current) ? [...values] : [current, ...values];
}

/** "all" (and the empty text of the vehicle and salesperson choices) reads All; other values as they are. */
const ALL = { value: '', label: 'All' };
const choice = (value: string) => ({ value, label: value === 'all' ? 'All' : value });

/**
 * The sold list's filters (spec 003): customer name, op type, sale type, start and end dates, purchased and
 * traded vehicle, salesperson. APPLY FILTERS is refused while the start date is after the end date.
 */
export function SoldFilters({ applied, defaults, options, onApply, onReset, actions }: SoldFiltersProps) {
  const [filter, setFilter] = useState(applied);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const set = (change: Partial<SoldFilter>) => {
    setFilter({ ...filter, ...change });
    setError(null);
  };
  const salespeople = options.salespeople.some((person) => person.id === filter.salesperson) || filter.salesperson === null
    ? options.salespeople
    : [{ id: filter.salesperson, name: filter.salesperson === 0 ? UNKNOWN_SALESPERSON : `User ${filter.salesperson}` }, ...options.salespeople];
  const count = soldFilterCount(filter, defaults);

  return (
    <form
      className="filter-bar sold-filters"
      role="search"
      aria-label="Sold opportunity filters"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const refused = soldFilterError(filter);
        setError(refused);
        if (!refused) onApply({ ...filter, customer_name: filter.customer_name.trim() });
      }}
    >
      <p className="sold-filters-count">
        FILTERS <span className="tab-count" aria-label={`${count} filters changed`}>{count}</span>
      </p>
      <div className="filter-field">
        <label htmlFor={id}>Customer name</label>
        <input
          id={id}
          type="search"
          name="customer_name"
          value={filter.customer_name}
          onChange={(event) => set({ customer_name: event.target.value })}
        />
      </div>
      <FilterSelect
        label="Op type"
        name="opportunity_type"
        value={filter.opportunity_type}
        choices={options.opportunity_types.map((type) => ({ value: type, label: type === 'all' ? 'All' : opportunityTypeName(type) }))}
        onChange={(value) => set({ opportunity_type: options.opportunity_types.find((type) => type === value) ?? 'all' })}
      />
      <FilterSelect
        label="Sale type"
        name="sale_type"
        value={filter.sale_type}
        choices={options.sale_types.map((type) => ({ value: type, label: type === 'all' ? 'All' : DEAL_TYPE_LABELS[type] }))}
        onChange={(value) => set({ sale_type: options.sale_types.find((type) => type === value) ?? 'all' })}
      />
      <DateRangeFields range={filter} onChange={(range) => set(range)} />
      <FilterSelect
        label="Purchased vehicle"
        name="purchased_vehicle"
        value={filter.purchased_vehicle}
        choices={[ALL, ...withCurrent(options.purchased_vehicles, filter.purchased_vehicle).map(choice)]}
        onChange={(value) => set({ purchased_vehicle: value })}
      />
      <FilterSelect
        label="Traded vehicle"
        name="traded_vehicle"
        value={filter.traded_vehicle}
        choices={[ALL, ...withCurrent(options.traded_vehicles, filter.traded_vehicle).map(choice)]}
        onChange={(value) => set({ traded_vehicle: value })}
      />
      <FilterSelect
        label="Salesperson"
        name="salesperson"
        value={filter.salesperson === null ? '' : String(filter.salesperson)}
        choices={[ALL, ...salespeople.map((person) => ({ value: String(person.id), label: person.name }))]}
        onChange={(value) => set({ salesperson: value === '' ? null : Number(value) })}
      />
      <div className="sold-filters-actions">
        <button className="button button-primary" type="submit">
          APPLY FILTERS
        </button>
        <button
          className="button"
          type="button"
          onClick={() => {
            setFilter(defaults);
            setError(null);
            onReset();
          }}
        >
          RESET
        </button>
        {actions}
      </div>
      {error && (
        <p className="form-error sold-filters-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
