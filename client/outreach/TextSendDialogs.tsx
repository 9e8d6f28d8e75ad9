import { OPT_IN_QUESTION } from '../../domain/customers/customerOptInEvents.ts';
import { SEND_QUESTION, TEXT_NOT_OPTED_IN } from '../../domain/outreach/outreachTexts.ts';
import { Popup } from '../ui/Popup.tsx';
import { PopupConfirm } from '../ui/PopupConfirm.tsx';
import { SendAnywayButton } from './SendAnywayButton.tsx';
import type { TextSend } from './useTextSend.ts';

/**
 * The questions on a text's way out: the consent prompt (spec 001 §2.5, the same choices as the e-mail's), then
 * "Are you sure you want to send?", or "Are you sure you want to send an opt-in?" before the opt-in text, which the
 * question shows.
 */
export function TextSendDialogs({ send, onSent }: { send: TextSend; onSent: () => void }) {
  const { step } = send;
  if (!step) return null;
  if (step.at === 'consent') {
    return (
      <Popup
        title="Not Opted In"
        size="medium"
        onClose={send.cancel}
        actions={
          <>
            <button className="button" type="button" onClick={send.cancel}>
              CANCEL
            </button>
            <button className="button" type="button" onClick={send.optIn}>
              SEND AN OPT-IN INSTEAD
            </button>
            <SendAnywayButton onSendAnyway={send.sendAnyway} />
          </>
        }
      >
        <p>{TEXT_NOT_OPTED_IN}</p>
      </Popup>
    );
  }
  const confirm = () =>
    void send.confirm().then((draftWent) => {
      if (draftWent) onSent();
    });
  return (
    <Popup title={step.optIn ? 'Send Opt-In' : 'Confirm Send'} size="small" onClose={send.cancel}>
      {step.optIn && <p className="outreach-opt-in-text">{step.body}</p>}
      <PopupConfirm question={step.optIn ? OPT_IN_QUESTION : SEND_QUESTION} confirm="SEND" busy={send.sending} onCancel={send.cancel} onConfirm={confirm} />
    </Popup>
  );
}
