import { useId } from 'react';

type DateRange = { start_date: string | null; end_date: string | null };

type DateRangeFieldsProps<Range extends DateRange> = {
  range: Range;
  onChange: (range: Range) => void;
  /** The fields' class: inline in a filter bar by default, "field" (label above) in a popup. */
  fieldClass?: string;
};

/**
 * A start and an end date picker, each bounding the other (the start's max is the end, the end's min is the
 * start). A typed date may still cross the other: the form checks with soldFilterError before it applies.
 */
export function DateRangeFields<Range extends DateRange>({ range, onChange, fieldClass = 'filter-field' }: DateRangeFieldsProps<Range>) {
  const id = useId();
  return (
    <>
      <div className={fieldClass}>
        <label htmlFor={`${id}-start`}>Start date</label>
        <input
          id={`${id}-start`}
          type="date"
          name="start_date"
          value={range.start_date ?? ''}
          max={range.end_date ?? undefined}
          onChange={(event) => onChange({ ...range, start_date: event.target.value || null })}
        />
      </div>
      <div className={fieldClass}>
        <label htmlFor={`${id}-end`}>End date</label>
        <input
          id={`${id}-end`}
          type="date"
          name="end_date"
          value={range.end_date ?? ''}
          min={range.start_date ?? undefined}
          onChange={(event) => onChange({ ...range, end_date: event.target.value || null })}
        />
      </div>
    </>
  );
}
