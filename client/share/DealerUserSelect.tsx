import { useId } from 'react';
import type { DealerUser } from '../../domain/dealers/dealerUsers.ts';
import { notOfferedMark, offeredUsers } from '../../domain/dealers/offeredUsers.ts';
import { displayName } from '../../domain/session/sessionUser.ts';

type DealerUserSelectProps = {
  label: string;
  /** The dealer's users (useDealerUsers); null while loading. */
  users: DealerUser[] | null;
  value: number | null;
  onChange: (userId: number | null) => void;
};

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * A choice among the active users of the dealer, by name, with their e-mail where the user documents carry it (to
 * those who may see User Management, and one's own); "Select User" means none chosen. An inactive user is listed only
 * when already chosen, marked and not choosable (offeredUsers).
 */
export function DealerUserSelect({ label, users, value, onChange }: DealerUserSelectProps) {
  const id = useId();
  const sorted = [...(users ?? [])].sort((a, b) => byName.compare(displayName(a), displayName(b)));
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name="user"
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{users === null ? 'Loading users…' : 'Select User'}</option>
        {offeredUsers(sorted, [value]).map(({ user, offered }) => (
          <option key={user.user_id} value={user.user_id} disabled={!offered}>
            {`${user.email ? `${displayName(user)} (${user.email})` : displayName(user)}${notOfferedMark(offered)}`}
          </option>
        ))}
      </select>
    </div>
  );
}
