import { useEffect, useState } from 'react';
import type { MailboxDoc } from '../../../domain/mailboxes/mailbox.ts';
import { notOfferedMark, offeredUsers } from '../../../domain/dealers/offeredUsers.ts';
import { displayName } from '../../../domain/session/sessionUser.ts';
import { Popup } from '../../ui/Popup.tsx';
import { PopupNotice } from '../../ui/PopupNotice.tsx';
import { useDealerUsers } from '../../share/useDealerUsers.ts';
import { useWorker } from '../../worker/useWorker.ts';

/**
 * The mailbox users popup (spec 002 §2, §5): a toggle per active user of the dealer, the mailbox's users on (GET
 * /settings/mailbox/{id}/users), and SAVE, disabled while none is selected (POST /mailbox/{id}/users/update). An
 * inactive user still on the mailbox is listed, marked, so it can be switched off; once off it is gone (offeredUsers).
 */
export function MailboxUsersPopup({ mailbox, onClose }: { mailbox: MailboxDoc; onClose: () => void }) {
  const api = useWorker();
  const users = useDealerUsers();
  const [selected, setSelected] = useState<Set<number> | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void api.mailboxUsers(mailbox.mailbox_id).then((answer) => {
      if (!current) return;
      if (answer.ok) setSelected(new Set(answer.value));
      else setFailure(answer.message);
    });
    return () => {
      current = false;
    };
  }, [api, mailbox.mailbox_id]);

  const toggle = (userId: number, on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(userId);
      else next.delete(userId);
      return next;
    });
  const save = async () => {
    if (!selected) return;
    setSaving(true);
    setFailure(null);
    const answer = await api.saveMailboxUsers(mailbox.mailbox_id, [...selected]);
    setSaving(false);
    if (answer.ok) onClose();
    else setFailure(answer.message);
  };

  return (
    <Popup
      title={`USERS OF ${mailbox.name.toUpperCase()}`}
      onClose={onClose}
      actions={
        <>
          <button className="button" type="button" onClick={onClose}>
            CANCEL
          </button>
          <button className="button button-primary" type="button" disabled={!selected || selected.size === 0 || saving} onClick={() => void save()}>
            SAVE
          </button>
        </>
      }
    >
      {!selected || !users ? (
        !failure && <p role="status">Loading…</p>
      ) : (
        <ul className="mailbox-users" aria-label="Mailbox users">
          {offeredUsers(users, [...selected]).map(({ user, offered }) => (
            <li key={user.user_id}>
              <label className="mailbox-user">
                <input type="checkbox" role="switch" checked={selected.has(user.user_id)} onChange={(event) => toggle(user.user_id, event.target.checked)} />
                <span>{`${displayName(user)}${notOfferedMark(offered)}`}</span> <span className="mailbox-user-email">{user.email}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
    </Popup>
  );
}
