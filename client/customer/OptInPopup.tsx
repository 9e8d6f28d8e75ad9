import { useState } from 'react';
import { OPT_IN_QUESTION, OPT_IN_SENT_MESSAGE } from '../../domain/customers/customerOptInEvents.ts';
import { Popup } from '../ui/Popup.tsx';
import { PopupConfirm } from '../ui/PopupConfirm.tsx';
import { PopupNotice, type Notice } from '../ui/PopupNotice.tsx';
import { useWorker } from '../worker/useWorker.ts';

/** The opt-in popup (spec 000 §2 and §5): "Are you sure you want to send an opt-in?", then the e-mail goes out. */
export function OptInPopup({ customerId, email, onClose }: { customerId: string; email: string; onClose: () => void }) {
  const api = useWorker();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const send = async () => {
    setBusy(true);
    const result = await api.sendOptIn(customerId);
    setBusy(false);
    setNotice(result.ok ? { tone: 'success', text: OPT_IN_SENT_MESSAGE } : { tone: 'error', text: result.message });
  };
  return (
    <Popup
      title="Send Opt-In"
      size="small"
      onClose={onClose}
      actions={
        notice?.tone === 'success' ? (
          <button className="button button-primary" type="button" autoFocus onClick={onClose}>
            CLOSE
          </button>
        ) : undefined
      }
    >
      <p>The customer receives an e-mail at {email} with a link to allow e-mail from the dealership.</p>
      {notice?.tone !== 'success' && <PopupConfirm question={OPT_IN_QUESTION} confirm="SEND" busy={busy} onCancel={onClose} onConfirm={() => void send()} />}
      <PopupNotice notice={notice} />
    </Popup>
  );
}
