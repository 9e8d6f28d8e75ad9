import { useState, type FormEvent } from 'react';
import type { CustomerListFilter } from '../../domain/customers/customerList.ts';

type Filters = Pick<CustomerListFilter, 'search' | 'status'>;

/** The search box and status filter; APPLY pushes them into the query string, RESET clears them. */
export function CustomerFilters({ applied, onApply, onReset }: {
  applied: Filters;
  onApply: (filters: Filters) => void;
  onReset: () => void;
}) {
  const [search, setSearch] = useState(applied.search);
  const [status, setStatus] = useState(applied.status);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ search: search.trim(), status });
  };
  return (
    <form className="filter-bar" onSubmit={submit} role="search">
      <input
        className="filter-search"
        type="search"
        name="search"
        aria-label="Search customers"
        placeholder="Search name, number, phone, email"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <label className="filter-field">
        <span>Status</span>
        <select value={status} onChange={(event) => {
            const value = event.target.value;
            setStatus(value === 'active' || value === 'inactive' ? value : 'all');
          }}>
          <option value="all">All</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </select>
      </label>
      <button className="button button-primary" type="submit">APPLY</button>
      <button
        className="button"
        type="button"
        onClick={() => {
          setSearch('');
          setStatus('all');
          onReset();
        }}
      >
        RESET
      </button>
    </form>
  );
}
