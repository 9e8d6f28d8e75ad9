import { useEffect, useState } from 'react';
import type { DealerUser } from '../../../domain/dealers/dealerUsers.ts';
import type { Actor } from '../../../domain/permissions/permissions.ts';
import { userFormOf, type UserDetails } from '../../../domain/users/userForm.ts';
import { Popup } from '../../ui/Popup.tsx';
import { useWorker } from '../../worker/useWorker.ts';
import { UserFormPopup } from './UserFormPopup.tsx';

type EditUserPopupProps = {
  user: DealerUser;
  actor: Actor;
  self: boolean;
  onClose: () => void;
  onSaved: (notice: string) => void;
};

type Loaded = { status: 'loading' } | { status: 'ready'; details: UserDetails } | { status: 'error'; message: string };

/** A row's EDIT: reads the user's settings from the server (GET /users/{id}), then opens the form on them. */
export function EditUserPopup({ user, actor, self, onClose, onSaved }: EditUserPopupProps) {
  const api = useWorker();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    void api.userDetails(user.user_id).then((answer) => {
      if (!cancelled) setLoaded(answer.ok ? { status: 'ready', details: answer.user } : { status: 'error', message: answer.message });
    });
    return () => {
      cancelled = true;
    };
  }, [api, user.user_id]);

  if (loaded.status === 'ready') {
    return <UserFormPopup mode="update" userId={user.user_id} initial={userFormOf(loaded.details)} actor={actor} self={self} onClose={onClose} onSaved={onSaved} />;
  }
  return (
    <Popup title="Edit User" size="small" onClose={onClose}>
      {loaded.status === 'loading' ? (
        <p role="status">Loading the user…</p>
      ) : (
        <p className="form-error" role="alert">
          {loaded.message}
        </p>
      )}
    </Popup>
  );
}
