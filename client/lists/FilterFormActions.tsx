import type { ReactNode } from 'react';

/** A filter form's buttons: APPLY FILTERS (the form's submit), RESET, then the list's own actions (share, export). */
export function FilterFormActions({ onReset, actions }: { onReset: () => void; actions?: ReactNode }) {
  return (
    <div className="lead-filters-actions">
      <button className="button button-primary" type="submit">
        APPLY FILTERS
      </button>
      <button className="button" type="button" onClick={onReset}>
        RESET
      </button>
      {actions}
    </div>
  );
}
