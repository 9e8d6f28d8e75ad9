import { useState } from 'react';
import { formatNumber } from '../../domain/format/numbers.ts';
import type { Range } from '../../domain/opportunityList/opportunityFilter.ts';

type RangeFieldProps = {
  label: string;
  /** The lowest and highest value in the list's rows, shown as the placeholders. */
  bounds: [number, number];
  value: Range | undefined;
  onChange: (range: Range) => void;
};

const parse = (text: string): number | null => {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/** A minimum and a maximum; typed values are taken as they are (spec 001 §2.2), an empty box is no bound. */
export function RangeField({ label, bounds, value, onChange }: RangeFieldProps) {
  const min = value?.min ?? null;
  const max = value?.max ?? null;
  // The boxes keep what is typed ("1." on the way to "1.5"); a new value from outside (a reset) replaces it.
  const [text, setText] = useState({ min: min === null ? '' : String(min), max: max === null ? '' : String(max) });
  if (parse(text.min) !== min || parse(text.max) !== max) {
    setText({ min: min === null ? '' : String(min), max: max === null ? '' : String(max) });
  }
  const edit = (side: 'min' | 'max', typed: string) => {
    const next = { ...text, [side]: typed };
    setText(next);
    onChange({ min: parse(next.min), max: parse(next.max) });
  };
  return (
    <fieldset className="range-field">
      <legend className="field-label">
        {label} <span className="range-bounds">{`${formatNumber(bounds[0])} – ${formatNumber(bounds[1])}`}</span>
      </legend>
      <div className="range-inputs">
        <input
          type="number"
          step="any"
          inputMode="decimal"
          aria-label={`${label} minimum`}
          placeholder={String(bounds[0])}
          value={text.min}
          onChange={(event) => edit('min', event.target.value)}
        />
        <span className="range-dash" aria-hidden="true">
          –
        </span>
        <input
          type="number"
          step="any"
          inputMode="decimal"
          aria-label={`${label} maximum`}
          placeholder={String(bounds[1])}
          value={text.max}
          onChange={(event) => edit('max', event.target.value)}
        />
      </div>
    </fieldset>
  );
}
