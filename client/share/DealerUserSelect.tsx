import { useId } from 'react';
import type { DealerUser } from '../../domain/dealers/dealerUsers.ts';
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
 * A choice among every user of the active dealer, by name, with their e-mail where the user documents carry it (to
 * those who may see User Management, and one's own); "Select User" means none chosen.
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
        {sorted.map((user) => (
          <option key={user.user_id} value={user.user_id}>
            {user.email ? `${displayName(user)} (${user.email})` : displayName(user)}
          </option>
        ))}
      </select>
    </div>
  );
}
