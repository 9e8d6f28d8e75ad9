import { useId } from 'react';

/** A filter bar's free-text search, labelled Search. */
export function FilterSearch({ value, maxLength, onChange }: { value: string; maxLength: number; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="filter-field">
      <label htmlFor={id}>Search</label>
      <input id={id} type="search" name="search" maxLength={maxLength} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
