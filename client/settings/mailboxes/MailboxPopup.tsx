import { useEffect, useState } from 'react';
import type { MailboxDoc } from '../../../domain/mailboxes/mailbox.ts';
import { Popup } from '../../ui/Popup.tsx';
import { PopupNotice } from '../../ui/PopupNotice.tsx';
import { useWorker } from '../../worker/useWorker.ts';
import { MailboxForm } from './MailboxForm.tsx';
import { mailboxFormValues, NEW_MAILBOX, type MailboxFormValues } from './mailboxFormValues.ts';

/** CREATE MAILBOX, or EDIT of a row: the form, once an edited mailbox's servers were read from the server (GET /mailbox/{id}). */
export function MailboxPopup({ mailbox, onClose }: { mailbox: MailboxDoc | null; onClose: () => void }) {
  const api = useWorker();
  const [initial, setInitial] = useState<MailboxFormValues | { message: string } | null>(mailbox ? null : NEW_MAILBOX);
  useEffect(() => {
    if (!mailbox) return;
    let current = true;
    void api.mailboxSettings(mailbox.mailbox_id).then((answer) => {
      if (current) setInitial(answer.ok ? mailboxFormValues(answer.value) : { message: answer.message });
    });
    return () => {
      current = false;
    };
  }, [api, mailbox]);

  if (initial && !('message' in initial)) return <MailboxForm mailbox={mailbox} initial={initial} onClose={onClose} />;
  return (
    <Popup title="EDIT MAILBOX" size="small" onClose={onClose}>
      {initial ? <PopupNotice notice={{ tone: 'error', text: initial.message }} /> : <p role="status">Loading…</p>}
    </Popup>
  );
}
