import { useState, type ReactNode } from 'react';
import { EMPTY_INVENTORY_FILTER, type InventoryFilter } from '../../domain/inventory/inventoryFilter.ts';
import { modelsOfMake, type InventoryFilterOptions } from '../../domain/inventory/inventoryFilterOptions.ts';
import { FilterSelect } from '../ui/FilterSelect.tsx';
import { RangeSlider } from '../ui/RangeSlider.tsx';

type InventoryFiltersProps = {
  /** The filter of the list on screen: the controls start from it. */
  applied: InventoryFilter;
  options: InventoryFilterOptions;
  onApply: (filter: InventoryFilter) => void;
  onReset: () => void;
  /** Further buttons at the end of the bar (SHARE, EXPORT CSV). */
  actions: ReactNode;
};

const ALL = { value: '', label: 'All' };

/** A choice list that keeps the current value even before the options have it (a shared link, a sold-out model). */
const choices = (values: readonly string[], current: string | null) =>
  [ALL, ...(current === null || values.some((value) => value.toLowerCase() === current.toLowerCase()) ? values : [current, ...values]).map((value) => ({ value, label: value }))];

/**
 * The inventory filters (spec 001 §2.6): year, make and model selects, the age range slider, APPLY and RESET. The
 * age bounds apply only when the slider was moved off the stock's own range (which every known age is in).
 */
export function InventoryFilters({ applied, options, onApply, onReset, actions }: InventoryFiltersProps) {
  const [filter, setFilter] = useState(applied);
  const set = (change: Partial<InventoryFilter>) => setFilter({ ...filter, ...change });
  // The options' spelling of the chosen make and model (the filter compares them whatever the case).
  const make = options.makes.find((entry) => entry.toLowerCase() === filter.make?.toLowerCase()) ?? filter.make;
  const models = modelsOfMake(options, make);
  const model = models.find((entry) => entry.toLowerCase() === filter.model?.toLowerCase()) ?? filter.model;

  return (
    <form
      className="filter-bar inventory-filters"
      role="search"
      aria-label="Inventory filters"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onApply(filter);
      }}
    >
      <FilterSelect
        label="Year"
        name="year"
        value={filter.year === null ? '' : String(filter.year)}
        choices={choices(options.years.map(String), filter.year === null ? null : String(filter.year))}
        onChange={(value) => set({ year: value === '' ? null : Number(value) })}
      />
      <FilterSelect
        label="Make"
        name="make"
        value={make ?? ''}
        choices={choices(options.makes, make)}
        onChange={(value) => {
          const next = value === '' ? null : value;
          const offered = modelsOfMake(options, next).map((entry) => entry.toLowerCase());
          set({ make: next, model: filter.model !== null && offered.includes(filter.model.toLowerCase()) ? filter.model : null });
        }}
      />
      <FilterSelect
        label="Model"
        name="model"
        value={model ?? ''}
        choices={choices(models, model)}
        onChange={(value) => set({ model: value === '' ? null : value })}
      />
      <RangeSlider
        label="Age"
        unit="days"
        bounds={options.age}
        value={{ min: filter.age_min, max: filter.age_max }}
        onChange={({ min, max }) => set({ age_min: min, age_max: max })}
      />
      <div className="inventory-filters-actions">
        <button className="button button-primary" type="submit">
          APPLY
        </button>
        <button
          className="button"
          type="button"
          onClick={() => {
            setFilter(EMPTY_INVENTORY_FILTER);
            onReset();
          }}
        >
          RESET
        </button>
        {actions}
      </div>
    </form>
  );
}
