import { useEffect, useId, useState } from 'react';
import type { UserDetails } from '../../../domain/users/userForm.ts';
import { Popup } from '../../ui/Popup.tsx';
import { useWorker } from '../../worker/useWorker.ts';

type ImportUserPopupProps = {
  onClose: () => void;
  /** IMPORT USER with a user chosen: the edit form opens prefilled with them. */
  onPick: (user: UserDetails) => void;
};

type Candidates = { status: 'loading' } | { status: 'ready'; users: UserDetails[] } | { status: 'error'; message: string };

/**
 * IMPORT USER (spec 002 §2 "Import"): the users of the signed-in user's other dealerships not here yet (GET
 * /users/import) in a "Select User" dropdown, each as first name, last name and email, and IMPORT USER.
 */
export function ImportUserPopup({ onClose, onPick }: ImportUserPopupProps) {
  const api = useWorker();
  const selectId = useId();
  const [candidates, setCandidates] = useState<Candidates>({ status: 'loading' });
  const [chosen, setChosen] = useState('');
  useEffect(() => {
    let cancelled = false;
    void api.userImportCandidates().then((answer) => {
      if (!cancelled) setCandidates(answer.ok ? { status: 'ready', users: answer.users } : { status: 'error', message: answer.message });
    });
    return () => {
      cancelled = true;
    };
  }, [api]);
  const users = candidates.status === 'ready' ? candidates.users : [];
  const picked = users.find((user) => String(user.user_id) === chosen);
  return (
    <Popup
      title="Import a User"
      size="small"
      onClose={onClose}
      actions={
        <>
          <button className="button" type="button" onClick={onClose}>
            CANCEL
          </button>
          <button className="button button-primary" type="button" disabled={!picked} onClick={() => picked && onPick(picked)}>
            IMPORT USER
          </button>
        </>
      }
    >
      {candidates.status === 'loading' && <p role="status">Loading the users of your other dealerships…</p>}
      {candidates.status === 'error' && (
        <p className="form-error" role="alert">
          {candidates.message}
        </p>
      )}
      {candidates.status === 'ready' && users.length === 0 && <p>Every user of your other dealerships already belongs to this one.</p>}
      {users.length > 0 && (
        <div className="field">
          <label className="field-label" htmlFor={selectId}>
            Select User
          </label>
          <select id={selectId} name="import_user" value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">Select User</option>
            {users.map((user) => (
              <option key={user.user_id} value={user.user_id}>
                {user.first_name} {user.last_name} {user.email}
              </option>
            ))}
          </select>
        </div>
      )}
    </Popup>
  );
}
