import { memo, useEffect, useState, type FormEvent } from 'react';
import { distanceUnit } from '../../domain/format/units.ts';
import type { Country } from '../../domain/dealers/dealer.ts';
import {
  DEFAULT_RANGES,
  MAKE_SEPARATOR,
  modelsForMakes,
  type OpportunityFilterOptions,
} from '../../domain/opportunityList/filterOptions.ts';
import {
  appliedFilterCount,
  EMPTY_OPPORTUNITY_FILTER,
  type OpportunityFilter,
} from '../../domain/opportunityList/opportunityFilter.ts';
import { isServiceGroup } from '../../domain/opportunityList/serviceGroup.ts';
import type { OpportunityType } from '../../domain/opportunities/opportunityType.ts';
import { soldFilterError } from '../../domain/soldOpportunities/soldList.ts';
import { DateRangeFields } from '../ui/DateRangeFields.tsx';
import { useWorker } from '../worker/useWorker.ts';
import { CheckList, type CheckItem } from './CheckList.tsx';
import { ChoiceField } from './ChoiceField.tsx';
import { filterRanges, rangeLabel } from './filterRanges.ts';
import { RangeField } from './RangeField.tsx';

type OpportunityFilterPanelProps = {
  /** The type whose rows are listed: its filter options and, for 'service', the service filters. */
  listed: OpportunityType;
  country: Country;
  /** The filter of the list on screen (the URL's). */
  applied: OpportunityFilter;
  open: boolean;
  onApply: (filter: OpportunityFilter) => void;
  onReset: () => void;
};

const named = (entries: { id: string | number; name: string }[]): CheckItem[] =>
  entries.map((entry) => ({ value: String(entry.id), label: entry.name }));
const plain = (values: string[]): CheckItem[] => values.map((value) => ({ value, label: value }));

/**
 * The filter panel (spec 001 §2.2): a working filter edited here and counted as it is touched; APPLY sends it to
 * the list (the applied count follows), RESET clears both and reloads the option ranges. The option ranges come
 * from the worker's rows of the listed type, loaded each time the panel opens.
 */
/** Memoised: a sort or a scroll of the list leaves the panel alone. */
export const OpportunityFilterPanel = memo(function OpportunityFilterPanel({ listed, country, applied, open, onApply, onReset }: OpportunityFilterPanelProps) {
  const api = useWorker();
  const [working, setWorking] = useState(applied);
  const [shown, setShown] = useState(applied);
  const [error, setError] = useState<string | null>(null);
  const [options, setOptions] = useState<OpportunityFilterOptions | null>(null);
  const [loads, setLoads] = useState(0);
  if (JSON.stringify(shown) !== JSON.stringify(applied)) {
    // The list's filter changed from outside the panel (back, a link): the panel starts again from it.
    setShown(applied);
    setWorking(applied);
  }

  useEffect(() => {
    if (!open) return;
    let current = true;
    void api.opportunityFilterOptions(listed).then((answer) => {
      if (current) setOptions(answer);
    });
    return () => {
      current = false;
    };
  }, [api, listed, open, loads]);

  const change = (next: Partial<OpportunityFilter>) => {
    setError(null);
    setWorking({ ...working, ...next });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = soldFilterError(working);
    setError(invalid);
    if (!invalid) onApply(working);
  };
  const reset = () => {
    setWorking(EMPTY_OPPORTUNITY_FILTER);
    setError(null);
    setLoads(loads + 1);
    onReset();
  };

  const service = listed === 'service';
  const unit = distanceUnit(country);
  const makes: CheckItem[] = (options?.makes ?? []).map((make) => (make === MAKE_SEPARATOR ? 'separator' : { value: make, label: make }));
  const models = options ? modelsForMakes(options, working.make) : [];
  const count = appliedFilterCount(working);

  return (
    // Its fields are made only while it is open: a closed panel costs a filter change or a dealer switch nothing.
    <form className="opportunity-filters" id="opportunity-filters" hidden={!open} onSubmit={submit} aria-label="Filters" noValidate>
      {open && (
        <>
          <div className="filter-grid">
            <CheckList
              label="Year"
              items={plain((options?.years ?? []).map(String))}
              chosen={working.year.map(String)}
              onChange={(years) => change({ year: years.map(Number) })}
            />
            <CheckList
              label="Make"
              items={makes}
              chosen={working.make}
              onChange={(make) => {
                const allowed = options ? modelsForMakes(options, make) : [];
                change({ make, model: working.model.filter((model) => allowed.includes(model)) });
              }}
            />
            <CheckList label="Model" items={plain(models)} chosen={working.model} onChange={(model) => change({ model })} />
            {service ? (
              <>
                <CheckList
                  label="Service type"
                  items={named(options?.service_types ?? [])}
                  chosen={working.service_type}
                  onChange={(serviceType) => change({ service_type: serviceType })}
                />
                <CheckList
                  label="Service group"
                  items={named(options?.service_groups ?? [])}
                  chosen={working.service_group}
                  onChange={(groups) => change({ service_group: groups.filter(isServiceGroup) })}
                />
              </>
            ) : (
              <>
                <ChoiceField
                  label="Stock type"
                  value={working.stock_type}
                  choices={[
                    ['all', 'All'],
                    ['new', 'New'],
                    ['used', 'Used'],
                  ]}
                  onChange={(stockType) => change({ stock_type: stockType })}
                />
                <ChoiceField
                  label="Sale type"
                  value={working.sale_type}
                  choices={[
                    ['all', 'All'],
                    ['finance', 'Finance'],
                    ['lease', 'Lease'],
                    ['cash', 'Cash'],
                  ]}
                  onChange={(saleType) => change({ sale_type: saleType })}
                />
              </>
            )}
            <ChoiceField
              label="Appointment"
              value={working.appointment}
              choices={[
                ['all', 'All'],
                ['true', 'Yes'],
                ['false', 'No'],
              ]}
              onChange={(appointment) => change({ appointment })}
            />
            <CheckList
              label="Salesperson"
              items={named(options?.salesperson ?? [])}
              chosen={working.salesperson.map(String)}
              onChange={(people) => change({ salesperson: people.map(Number) })}
            />
            <DateRangeFields
              range={working}
              fieldClass="field"
              onChange={(dates) => change({ start_date: dates.start_date, end_date: dates.end_date })}
            />
            {filterRanges(listed).map((range) => (
              <RangeField
                key={range}
                label={rangeLabel(range, unit)}
                bounds={options?.ranges[range] ?? DEFAULT_RANGES[range]}
                value={working.ranges[range]}
                onChange={(value) => change({ ranges: { ...working.ranges, [range]: value } })}
              />
            ))}
          </div>
          <div className="filter-footer">
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <span className="filter-working" aria-live="polite">
              {count === 1 ? '1 filter selected' : `${count} filters selected`}
            </span>
            <button className="button" type="button" onClick={reset}>
              RESET
            </button>
            <button className="button button-primary" type="submit">
              APPLY
            </button>
          </div>
        </>
      )}
    </form>
  );
});
