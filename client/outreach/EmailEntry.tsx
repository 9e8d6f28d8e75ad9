import type { OutreachMessage } from '../../domain/outreach/outreachMessage.ts';
import { dateTimeText } from '../../domain/time/dateTimeText.ts';
import { EmailBody } from './EmailBody.tsx';
import { directionText, failureText, messageStatusText } from './messageStatus.ts';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';

type EmailEntryProps = {
  email: OutreachMessage;
  /** REPLY: answer this e-mail through the Send Email popup; absent while nothing can be sent to the person. */
  onReply?: () => void;
};

/**
 * One e-mail of the history (spec 001 §2.5): its subject, from and to, when, which way, how far it got (a failed one
 * with the server's message), its body (the sanitised HTML in a sandboxed frame, or the text part), and REPLY.
 */
export function EmailEntry({ email, onReply }: EmailEntryProps) {
  const timeZone = useDealerTimeZone();
  const { message } = email;
  const subject = message.email_subject || '(no subject)';
  return (
    <article className={`outreach-email is-${message.direction} is-${message.status}`} aria-label={subject}>
      <header className="outreach-email-head">
        <h4 className="outreach-email-subject">{subject}</h4>
        <span className="outreach-email-meta">
          <span className="chip outreach-direction">{directionText(email)}</span>
          <span className={`chip outreach-status is-${message.status}`}>{messageStatusText(email)}</span>
          <time dateTime={email.created_at}>{dateTimeText(email.created_at, timeZone)}</time>
        </span>
      </header>
      <dl className="outreach-email-addresses">
        {message.from_address && (
          <div>
            <dt>From</dt>
            <dd>{message.from_address}</dd>
          </div>
        )}
        <div>
          <dt>To</dt>
          <dd>{message.to_address}</dd>
        </div>
      </dl>
      {message.status === 'failed' && (
        <p className="form-error" role="alert">
          {failureText(email)}
        </p>
      )}
      {message.html ? <EmailBody html={message.html} text={message.body} title={`E-mail: ${subject}`} className="outreach-email-frame" /> : <p className="outreach-email-text">{message.body}</p>}
      {onReply && (
        <div className="outreach-email-actions">
          <button type="button" className="button" onClick={onReply}>
            REPLY
          </button>
        </div>
      )}
    </article>
  );
}
