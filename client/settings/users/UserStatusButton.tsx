import { useState } from 'react';
import { Popup } from '../../ui/Popup.tsx';
import { PopupConfirm } from '../../ui/PopupConfirm.tsx';
import { useWorker } from '../../worker/useWorker.ts';

type UserStatusButtonProps = {
  userId: number;
  /** Whether the user is active now: the button deactivates, otherwise it activates. */
  active: boolean;
  onDone: (notice: string) => void;
  onProblem: (message: string) => void;
};

/**
 * DEACTIVATE USER or ACTIVATE USER of the edit popup (POST /users/status), after a confirmation. Users are never
 * deleted: a deactivated one can no longer sign in and shows as Inactive (docs/settings.md "Users").
 */
export function UserStatusButton({ userId, active, onDone, onProblem }: UserStatusButtonProps) {
  const api = useWorker();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const verb = active ? 'deactivate' : 'activate';
  const change = async () => {
    setBusy(true);
    const result = await api.setUserStatus(userId, !active);
    setBusy(false);
    setAsking(false);
    if (result.ok) onDone(active ? 'The user was deactivated.' : 'The user was activated.');
    else onProblem(result.message);
  };
  return (
    <>
      <button className="button user-status-button" type="button" onClick={() => setAsking(true)}>
        {verb.toUpperCase()} USER
      </button>
      {asking && (
        <Popup title={active ? 'Deactivate User' : 'Activate User'} size="small" onClose={() => setAsking(false)}>
          <PopupConfirm question={`Are you sure you want to ${verb} this user?`} confirm="YES" busy={busy} onCancel={() => setAsking(false)} onConfirm={() => void change()} />
        </Popup>
      )}
    </>
  );
}
