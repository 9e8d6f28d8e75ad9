import { useState } from 'react';
import { MAILBOX_TYPE_IDS, MAILBOX_TYPE_NAMES } from '../../../domain/mailboxes/mailbox.ts';
import {
  MAILBOX_FILTER_STATUS_NAMES,
  MAILBOX_FILTER_STATUSES,
  mailboxFilterCount,
  mailboxFilterStatusOf,
  mailboxTypeOf,
  type MailboxFilter,
} from '../../../domain/mailboxes/mailboxList.ts';
import { FilterPanel, type FilterBarProps } from '../../lists/FilterPanel.tsx';
import { FilterSearch } from '../../lists/FilterSearch.tsx';
import { FilterSelect } from '../../ui/FilterSelect.tsx';

const ALL = { value: 'all', label: 'All' };
const STATUS_CHOICES = [ALL, ...MAILBOX_FILTER_STATUSES.map((status) => ({ value: status, label: MAILBOX_FILTER_STATUS_NAMES[status] }))];
const TYPE_CHOICES = [ALL, ...MAILBOX_TYPE_IDS.map((id) => ({ value: String(id), label: MAILBOX_TYPE_NAMES[id] }))];

/**
 * The mailbox list's filter bar (spec 002 §2): search, status and type, the applied filters' counter, APPLY FILTERS and
 * RESET, then CREATE MAILBOX, SHARE and EXPORT CSV.
 */
export function MailboxFilters({ applied, onApply, onReset, actions }: FilterBarProps<MailboxFilter>) {
  const [search, setSearch] = useState(applied.search);
  const [status, setStatus] = useState<string>(applied.status);
  const [type, setType] = useState(String(applied.type));
  return (
    <FilterPanel
      label="Mailbox filters"
      className="mailbox-filters"
      count={mailboxFilterCount(applied)}
      onApply={() => onApply({ search: search.trim(), status: mailboxFilterStatusOf(status) ?? 'all', type: mailboxTypeOf(type) ?? 'all' })}
      onReset={onReset}
      actions={actions}
    >
      <FilterSearch value={search} maxLength={200} onChange={setSearch} />
      <FilterSelect label="Status" name="status" value={status} choices={STATUS_CHOICES} onChange={setStatus} />
      <FilterSelect label="Type" name="type" value={type} choices={TYPE_CHOICES} onChange={setType} />
    </FilterPanel>
  );
}
