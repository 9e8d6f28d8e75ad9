import { useLocation } from 'wouter';
import { NO_MAILBOX_QUESTION } from '../../domain/outreach/outreachTexts.ts';
import { canManageMailboxes } from '../../domain/permissions/permissions.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { Popup } from '../ui/Popup.tsx';
import { MailboxAskWhom } from './MailboxAskWhom.tsx';

/**
 * Spec 001 §2.5: the user has no mailbox of the dealer's to send through. A manager or administrator is asked to set
 * one up, and YES leads to the mailbox settings; anyone else, who cannot, is told whom to ask (issue 28).
 */
export function NoMailboxPopup({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const [, navigate] = useLocation();
  const manages = canManageMailboxes({ role: user.role.id, admin: user.admin });
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
        manages ? (
          <>
            <button className="button" type="button" onClick={onClose}>
              NO
            </button>
            <button className="button button-primary" type="button" autoFocus onClick={onSetUp}>
              YES
            </button>
          </>
        ) : (
          <button className="button button-primary" type="button" autoFocus onClick={onClose}>
            OK
          </button>
        )
      }
    >
      {manages ? <p>{NO_MAILBOX_QUESTION}</p> : <MailboxAskWhom />}
    </Popup>
  );
}
