import { useId, useState, type ReactNode } from 'react';
import { MAILBOX_TYPE_IDS, MAILBOX_TYPE_NAMES } from '../../../domain/mailboxes/mailbox.ts';
import {
  MAILBOX_FILTER_STATUS_NAMES,
  MAILBOX_FILTER_STATUSES,
  mailboxFilterCount,
  mailboxFilterStatusOf,
  mailboxTypeOf,
  type MailboxFilter,
} from '../../../domain/mailboxes/mailboxList.ts';
import { FilterFormActions } from '../../lists/FilterFormActions.tsx';
import { FilterSelect } from '../../sold/FilterSelect.tsx';

type MailboxFiltersProps = {
  /** The filter of the list on screen: the fields start from it, and the counter counts it. */
  applied: MailboxFilter;
  onApply: (filter: MailboxFilter) => void;
  onReset: () => void;
  /** Further buttons at the end of the bar (CREATE MAILBOX, SHARE, EXPORT CSV). */
  actions: ReactNode;
};

const ALL = { value: 'all', label: 'All' };
const STATUS_CHOICES = [ALL, ...MAILBOX_FILTER_STATUSES.map((status) => ({ value: status, label: MAILBOX_FILTER_STATUS_NAMES[status] }))];
const TYPE_CHOICES = [ALL, ...MAILBOX_TYPE_IDS.map((id) => ({ value: String(id), label: MAILBOX_TYPE_NAMES[id] }))];

/** The mailbox list's filter bar (spec 002 §2): search, status and type, the applied filters' counter, APPLY FILTERS and RESET. */
export function MailboxFilters({ applied, onApply, onReset, actions }: MailboxFiltersProps) {
  const searchId = useId();
  const [search, setSearch] = useState(applied.search);
  const [status, setStatus] = useState<string>(applied.status);
  const [type, setType] = useState(String(applied.type));
  const count = mailboxFilterCount(applied);
  return (
    <form
      className="filter-bar lead-filters mailbox-filters"
      role="search"
      aria-label="Mailbox filters"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ search: search.trim(), status: mailboxFilterStatusOf(status) ?? 'all', type: mailboxTypeOf(type) ?? 'all' });
      }}
    >
      <p className="lead-filters-count">
        FILTERS <span className="tab-count" aria-label={`${count} filters applied`}>{count}</span>
      </p>
      <div className="filter-field">
        <label htmlFor={searchId}>Search</label>
        <input id={searchId} type="search" name="search" maxLength={200} value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      <FilterSelect label="Status" name="status" value={status} choices={STATUS_CHOICES} onChange={setStatus} />
      <FilterSelect label="Type" name="type" value={type} choices={TYPE_CHOICES} onChange={setType} />
      <FilterFormActions onReset={onReset} actions={actions} />
    </form>
  );
}
