import { useLocation } from 'wouter';
import { NO_MAILBOX_QUESTION } from '../../domain/outreach/outreachTexts.ts';
import { Popup } from '../components/Popup.tsx';

/** Spec 001 §2.5: the dealer has no mailbox to send through; YES closes it and leads to the mailbox settings. */
export function NoMailboxPopup({ onClose }: { onClose: () => void }) {
  const [, navigate] = useLocation();
  const onSetUp = () => {
    onClose();
    navigate('/settings/mailboxes');
  };
  return (
    <Popup
      title="No Configured Mailboxes"
      size="small"
      onClose={onClose}
      actions={
        <>
          <button className="button" type="button" onClick={onClose}>
            NO
          </button>
          <button className="button button-primary" type="button" autoFocus onClick={onSetUp}>
            YES
          </button>
        </>
      }
    >
      <p>{NO_MAILBOX_QUESTION}</p>
    </Popup>
  );
}
