import { EMAIL_NOT_OPTED_IN } from '../../domain/outreach/outreachTexts.ts';
import { Popup } from '../ui/Popup.tsx';
import { SendAnywayButton } from './SendAnywayButton.tsx';

type EmailConsentPopupProps = {
  /** SEND AN OPT-IN INSTEAD, offered when the person is a customer (the opt-in flow is the customers'); absent otherwise. */
  onOptIn?: () => void;
  /** SEND ANYWAY: the e-mail goes with consent_override (managers and administrators: SendAnywayButton). */
  onSendAnyway: () => void;
  onClose: () => void;
};

/** Spec 001 §2.5: the person has not opted in to e-mail (can_email 0): an opt-in instead, or the e-mail anyway. */
export function EmailConsentPopup({ onOptIn, onSendAnyway, onClose }: EmailConsentPopupProps) {
  return (
    <Popup
      title="Not Opted In"
      onClose={onClose}
      actions={
        <>
          <button className="button" type="button" onClick={onClose}>
            CANCEL
          </button>
          {onOptIn && (
            <button className="button" type="button" onClick={onOptIn}>
              SEND AN OPT-IN INSTEAD
            </button>
          )}
          <SendAnywayButton onSendAnyway={onSendAnyway} />
        </>
      }
    >
      <p>{EMAIL_NOT_OPTED_IN}</p>
    </Popup>
  );
}
