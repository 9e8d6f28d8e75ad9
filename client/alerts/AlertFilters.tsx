import { useState } from 'react';
import { ALERT_FILTER_OPTIONS, alertFilterCount, alertStatusOf, alertTypeOf, type AlertFilter } from '../../domain/alerts/alertList.ts';
import { ALL_USERS } from '../../domain/alerts/alertListUrl.ts';
import type { DealerUser } from '../../domain/dealers/dealerUsers.ts';
import { notOfferedMark, offeredUsers } from '../../domain/dealers/offeredUsers.ts';
import { displayName } from '../../domain/session/sessionUser.ts';
import { FilterSelect } from '../ui/FilterSelect.tsx';
import { FilterPanel, type FilterBarProps } from '../lists/FilterPanel.tsx';

type AlertFiltersProps = FilterBarProps<AlertFilter> & {
  /** The signed-in user: their own alerts are the default. */
  self: { id: number; name: string };
  /** The dealer's users whose alerts may be chosen (administrators and managers); null offers no user choice. */
  users: DealerUser[] | null;
};

const ALL = { value: 'all', label: 'All' };

/** The Alert History's filter bar (spec 000 "Alerts"): type, status (All, Unread, Read) and user, the applied filters' counter, APPLY FILTERS, RESET, SHARE, EXPORT CSV. */
export function AlertFilters({ applied, self, users, onApply, onReset, actions }: AlertFiltersProps) {
  const [type, setType] = useState<string>(applied.type);
  const [status, setStatus] = useState<string>(applied.status);
  const [user, setUser] = useState(applied.user === null ? ALL_USERS : String(applied.user));
  const userChoices = [
    { value: String(self.id), label: self.name },
    { value: ALL_USERS, label: 'All Users' },
    ...offeredUsers(users ?? [], [applied.user])
      .filter(({ user: other }) => other.user_id !== self.id)
      .map(({ user: other, offered }) => ({ value: String(other.user_id), label: `${displayName(other)}${notOfferedMark(offered)}` })),
  ];
  return (
    <FilterPanel
      label="Alert filters"
      className="alert-filters"
      count={alertFilterCount(applied, self.id)}
      onApply={() => onApply({ type: alertTypeOf(type) ?? 'all', status: alertStatusOf(status) ?? 'all', user: user === ALL_USERS ? null : Number(user) })}
      onReset={onReset}
      actions={actions}
    >
      <FilterSelect label="Type" name="type" value={type} choices={[ALL, ...ALERT_FILTER_OPTIONS.types]} onChange={setType} />
      <FilterSelect label="Status" name="status" value={status} choices={ALERT_FILTER_OPTIONS.read} onChange={setStatus} />
      {users !== null && <FilterSelect label="User" name="user" value={user} choices={userChoices} onChange={setUser} />}
    </FilterPanel>
  );
}
