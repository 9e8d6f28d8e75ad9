import { Popup } from '../ui/Popup.tsx';
import { MailboxAskWhom } from '../outreach/MailboxAskWhom.tsx';

type MailboxDialogProps = {
  busy: boolean;
  /** Whether the user may set a mailbox up (canManageMailboxes); anyone else is told whom to ask. */
  canManage: boolean;
  /** ADD A MAILBOX: the mailbox settings. */
  onAddMailbox: () => void;
  /** DO NOT SEND: the booking without its confirmation e-mail. */
  onSkip: () => void;
  onClose: () => void;
};

/**
 * Spec 000 §7: a confirmation e-mail asked for while the user has no mailbox of the dealer's to send it through. A
 * manager may add one; anyone else is told whom to ask (issue 28), and may book without the e-mail.
 */
export function MailboxDialog({ busy, canManage, onAddMailbox, onSkip, onClose }: MailboxDialogProps) {
  return (
    <Popup
      title="You Do Not Have an Active Mailbox"
      size="small"
      onClose={onClose}
      actions={
        <>
          <button className="button" type="button" autoFocus={!canManage} disabled={busy} onClick={onSkip}>
            DO NOT SEND
          </button>
          {canManage && (
            <button className="button button-primary" type="button" autoFocus disabled={busy} onClick={onAddMailbox}>
              ADD A MAILBOX
            </button>
          )}
        </>
      }
    >
      <p>You will need to add an active mailbox in order to send a confirmation email.</p>
      {!canManage && <MailboxAskWhom />}
    </Popup>
  );
}
