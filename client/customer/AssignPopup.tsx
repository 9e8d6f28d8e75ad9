import { useState } from 'react';
import { Popup } from '../ui/Popup.tsx';
import { DealerUserSelect } from '../ui/DealerUserSelect.tsx';
import { PopupNotice } from '../ui/PopupNotice.tsx';
import { useDealerUsers } from '../share/useDealerUsers.ts';
import { useWorker } from '../worker/useWorker.ts';
import type { PersonRef } from './personRef.ts';

type AssignPopupProps = { person: PersonRef; current: number | null; onClose: () => void };

/** The assign user popup (spec 000 §2, Update Salesperson): a user of the dealer, or none; saved as an event. */
export function AssignPopup({ person, current, onClose }: AssignPopupProps) {
  const api = useWorker();
  const users = useDealerUsers();
  const [userId, setUserId] = useState<number | null>(current);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = async () => {
    setSaving(true);
    setFailure(null);
    const result = await api.dispatch({ type: `${person.subject}.assign`, customer_id: person.id, user_id: userId });
    setSaving(false);
    if (result.ok) onClose();
    else setFailure(result.reason);
  };
  return (
    <Popup
      title="Update Salesperson"
      size="small"
      onClose={onClose}
      actions={
        <>
          <button className="button" type="button" onClick={onClose}>
            CANCEL
          </button>
          <button className="button button-primary" type="button" disabled={saving || userId === current} onClick={() => void save()}>
            UPDATE
          </button>
        </>
      }
    >
      <DealerUserSelect label="Salesperson" users={users} value={userId} onChange={setUserId} />
      <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
    </Popup>
  );
}
