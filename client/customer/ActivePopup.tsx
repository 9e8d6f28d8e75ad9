import { useState } from 'react';
import { activeQuestion } from '../../domain/customers/customerManage.ts';
import { Popup } from '../ui/Popup.tsx';
import { PopupConfirm } from '../ui/PopupConfirm.tsx';
import { PopupNotice } from '../ui/PopupNotice.tsx';
import { useWorker } from '../worker/useWorker.ts';
import type { PersonRef } from './personRef.ts';

type ActivePopupProps = { person: PersonRef; inactive: boolean; onClose: () => void; onDone: () => void };

/** Mark Active or Mark Inactive after a yes/no confirmation (spec 000 §4); then the user goes to the overview. */
export function ActivePopup({ person, inactive, onClose, onDone }: ActivePopupProps) {
  const api = useWorker();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    const result = await api.dispatch({ type: `${person.subject}.setActive`, customer_id: person.id, active: inactive });
    setBusy(false);
    if (result.ok) onDone();
    else setFailure(result.reason);
  };
  return (
    <Popup title={inactive ? 'Mark Active' : 'Mark Inactive'} size="small" onClose={onClose}>
      <PopupConfirm question={activeQuestion(inactive, person.subject)} confirm="YES" busy={busy} onCancel={onClose} onConfirm={() => void confirm()} />
      <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
    </Popup>
  );
}
