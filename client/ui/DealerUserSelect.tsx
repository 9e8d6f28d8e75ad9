import { useId } from 'react';
import type { DealerUser } from '../../domain/dealers/dealerUsers.ts';
import { notOfferedMark, offeredUsers } from '../../domain/dealers/offeredUsers.ts';
import { displayName } from '../../domain/session/sessionUser.ts';
import type { Choice } from './form.tsx';

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * The choices of a user of the dealer: the active users by name, with their e-mail where the user documents carry it
 * (to those who may see User Management, and one's own); "Select User" means none chosen. An inactive user is listed
 * only when already chosen, marked and not choosable (offeredUsers).
 */
export function dealerUserChoices(users: DealerUser[] | null, chosen: number | null): Choice<number | null>[] {
  const sorted = [...(users ?? [])].sort((a, b) => byName.compare(displayName(a), displayName(b)));
  return [
    { value: null, label: users === null ? 'Loading users…' : 'Select User' },
    ...offeredUsers(sorted, [chosen]).map(({ user, offered }) => ({
      value: user.user_id,
      label: `${user.email ? `${displayName(user)} (${user.email})` : displayName(user)}${notOfferedMark(offered)}`,
      disabled: !offered,
    })),
  ];
}

type DealerUserSelectProps = {
  label: string;
  /** The dealer's users (useDealerUsers); null while loading. */
  users: DealerUser[] | null;
  value: number | null;
  onChange: (userId: number | null) => void;
};

/** A choice among the dealer's users (dealerUserChoices) for a popup that is one choice and a button (assign, reassign, share). */
export function DealerUserSelect({ label, users, value, onChange }: DealerUserSelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} name="user" value={value === null ? '' : String(value)} onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}>
        {dealerUserChoices(users, value).map((choice) => (
          <option key={choice.value ?? ''} value={choice.value ?? ''} disabled={choice.disabled}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
