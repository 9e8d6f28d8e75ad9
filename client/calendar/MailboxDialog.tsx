import { Popup } from '../components/Popup.tsx';

type MailboxDialogProps = {
  busy: boolean;
  /** ADD A MAILBOX: the mailbox settings. */
  onAddMailbox: () => void;
  /** DO NOT SEND: the booking without its confirmation e-mail. */
  onSkip: () => void;
  onClose: () => void;
};

/** Spec 000 §7: a confirmation e-mail asked for while the dealer has no active mailbox to send it through. */
export function MailboxDialog({ busy, onAddMailbox, onSkip, onClose }: MailboxDialogProps) {
  return (
    <Popup
      title="You Do Not Have an Active Mailbox"
      size="small"
      onClose={onClose}
      actions={
        <>
          <button className="button" type="button" disabled={busy} onClick={onSkip}>
            DO NOT SEND
          </button>
          <button className="button button-primary" type="button" autoFocus disabled={busy} onClick={onAddMailbox}>
            ADD A MAILBOX
          </button>
        </>
      }
    >
      <p>You will need to add an active mailbox in order to send a confirmation email.</p>
    </Popup>
  );
}
