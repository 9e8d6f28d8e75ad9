import type { CSSProperties } from 'react';
import { formatNumber } from '../../domain/format/numbers.ts';

type AgeRangeSliderProps = {
  /** The lowest and highest age the slider offers (the stock's, or 1 to 3 days before there is stock). */
  bounds: [number, number];
  value: [number, number];
  onChange: (value: [number, number]) => void;
};

const clamp = (value: number, [low, high]: [number, number]) => Math.min(high, Math.max(low, value));

/**
 * The age range slider of the inventory filters (spec 001 §2.6): two thumbs on one track, the lower never past the
 * upper; each thumb is a range input of its own, so the keyboard moves it as any slider.
 */
export function AgeRangeSlider({ bounds, value, onChange }: AgeRangeSliderProps) {
  const [low, high] = bounds;
  const from = clamp(value[0], bounds);
  const to = clamp(value[1], bounds);
  const span = Math.max(1, high - low);
  const track = { '--from': `${((from - low) / span) * 100}%`, '--to': `${((to - low) / span) * 100}%` } as CSSProperties;
  return (
    <fieldset className="age-range">
      <legend className="field-label">
        Age <span className="age-range-text">{`${formatNumber(from)} – ${formatNumber(to)} days`}</span>
      </legend>
      <div className="age-range-track" style={track}>
        <input
          type="range"
          min={low}
          max={high}
          step={1}
          value={from}
          aria-label="Minimum age in days"
          onChange={(event) => onChange([Math.min(Number(event.target.value), to), to])}
        />
        <input
          type="range"
          min={low}
          max={high}
          step={1}
          value={to}
          aria-label="Maximum age in days"
          onChange={(event) => onChange([from, Math.max(Number(event.target.value), from)])}
        />
      </div>
    </fieldset>
  );
}
