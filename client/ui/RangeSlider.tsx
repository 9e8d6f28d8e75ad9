import type { CSSProperties } from 'react';
import { formatNumber } from '../../domain/format/numbers.ts';
import type { Range } from '../../domain/opportunityList/opportunityFilter.ts';

type RangeSliderProps = {
  /** What the slider ranges, as its legend reads: Age, Distance. */
  label: string;
  /** The unit after the numbers: days, KM, MI. */
  unit: string;
  /** The lowest and highest value offered (the data's own range). */
  bounds: [number, number];
  /** The range chosen; a null end is no bound there (its thumb rests on the bound). */
  value: Range;
  onChange: (value: Range) => void;
};

const clamp = (value: number, [low, high]: [number, number]) => Math.min(high, Math.max(low, value));

/**
 * The range slider of the filter bars (the inventory's age, the customers' distance): two thumbs on one track, the
 * lower never past the upper; each thumb is a range input of its own ("Minimum age in days"), so the keyboard moves
 * it as any slider. A thumb moved back onto its bound means no bound at that end, so a range the data outgrows
 * later still holds every row.
 */
export function RangeSlider({ label, unit, bounds, value, onChange }: RangeSliderProps) {
  const [low, high] = bounds;
  const from = clamp(value.min ?? low, bounds);
  const to = clamp(value.max ?? high, bounds);
  const span = Math.max(1, high - low);
  const track = { '--from': `${((from - low) / span) * 100}%`, '--to': `${((to - low) / span) * 100}%` } as CSSProperties;
  const name = label.toLowerCase();
  const change = (min: number, max: number) => onChange({ min: min === low ? null : min, max: max === high ? null : max });
  return (
    <fieldset className="range-slider" disabled={low === high}>
      <legend className="field-label">
        {label} <span className="range-slider-text">{`${formatNumber(from)} – ${formatNumber(to)} ${unit}`}</span>
      </legend>
      <div className="range-slider-track" style={track}>
        <input
          type="range"
          min={low}
          max={high}
          step={1}
          value={from}
          aria-label={`Minimum ${name} in ${unit}`}
          onChange={(event) => change(Math.min(Number(event.target.value), to), to)}
        />
        <input
          type="range"
          min={low}
          max={high}
          step={1}
          value={to}
          aria-label={`Maximum ${name} in ${unit}`}
          onChange={(event) => change(from, Math.max(Number(event.target.value), from))}
        />
      </div>
    </fieldset>
  );
}
