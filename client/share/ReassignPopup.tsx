import { useState } from 'react';
import type { Command } from '../../domain/commands/command.ts';
import { SELECT_USER_MESSAGE } from '../../domain/opportunityList/reassignEvent.ts';
import { displayName } from '../../domain/session/sessionUser.ts';
import { Popup } from '../ui/Popup.tsx';
import { useWorker } from '../worker/useWorker.ts';
import { DealerUserSelect } from '../ui/DealerUserSelect.tsx';
import { PopupNotice, type Notice } from '../ui/PopupNotice.tsx';
import { useDealerUsers } from './useDealerUsers.ts';

type ReassignPopupProps = {
  /** The question above the user select: "Reassign the customers of 12 opportunities to:". */
  question: string;
  /** The line once done, given " to Mei Chen" (or nothing when the user's name is not known). */
  done: (to: string) => string;
  /** The command that moves the list's customers to the chosen user. */
  command: (userId: number) => Command;
  onClose: () => void;
};

/**
 * The reassign popup of the lists (spec 001 §2.2 "reassign", spec 000 §2 "reassign customers popup", §5): no user
 * chosen shows "Please select a user" and sends nothing. The command applies at once in the local store, offline
 * too, and the sync indicator shows it waiting until the server has it.
 */
export function ReassignPopup({ question, done, command, onClose }: ReassignPopupProps) {
  const api = useWorker();
  const users = useDealerUsers();
  const [userId, setUserId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [saving, setSaving] = useState(false);
  const [finished, setFinished] = useState(false);

  const save = async () => {
    if (userId === null) {
      setNotice({ tone: 'error', text: SELECT_USER_MESSAGE });
      return;
    }
    setSaving(true);
    const result = await api.dispatch(command(userId));
    setSaving(false);
    setFinished(result.ok);
    const user = users?.find((candidate) => candidate.user_id === userId);
    setNotice(result.ok ? { tone: 'success', text: done(user ? ` to ${displayName(user)}` : '') } : { tone: 'error', text: result.reason });
  };

  return (
    <Popup
      title="Reassign"
      size="small"
      onClose={onClose}
      actions={
        <>
          <button className="button" type="button" onClick={onClose}>
            {finished ? 'CLOSE' : 'CANCEL'}
          </button>
          {!finished && (
            <button className="button button-primary" type="submit" form="reassign-form" disabled={saving}>
              SAVE
            </button>
          )}
        </>
      }
    >
      <form
        id="reassign-form"
        className="popup-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <p>{question}</p>
        <DealerUserSelect
          label="User"
          users={users}
          value={userId}
          onChange={(id) => {
            setUserId(id);
            setNotice(null);
          }}
        />
        <PopupNotice notice={notice} />
      </form>
    </Popup>
  );
}
