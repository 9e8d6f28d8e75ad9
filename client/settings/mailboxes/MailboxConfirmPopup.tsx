import { useState } from 'react';
import { Popup } from '../../ui/Popup.tsx';
import { PopupConfirm } from '../../ui/PopupConfirm.tsx';

type MailboxConfirmPopupProps = {
  title: string;
  question: string;
  /** The call confirmed: its failure message, or null once done. */
  onConfirm: () => Promise<string | null>;
  /** Called when the call ended (its failure, or null) or the question was cancelled (undefined). */
  onClose: (failure?: string | null) => void;
};

/** A row action's question (suspend or activate, delete) and its call; the dialog closes when the call ends, whatever its outcome (spec 002 §4). */
export function MailboxConfirmPopup({ title, question, onConfirm, onClose }: MailboxConfirmPopupProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Popup title={title} size="small" onClose={() => onClose()}>
      <PopupConfirm
        question={question}
        confirm="YES"
        busy={busy}
        onCancel={() => onClose()}
        onConfirm={() => {
          setBusy(true);
          void onConfirm().then(onClose);
        }}
      />
    </Popup>
  );
}
