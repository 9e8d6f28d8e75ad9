import { useEffect } from 'react';
import { Link } from 'wouter';
import { dateTimeText } from '../../domain/time/dateTimeText.ts';
import type { InboxMessage } from '../../domain/outreach/inbox.ts';
import { ContactLink } from '../ui/ContactLink.tsx';
import { customerPath } from '../customer/customerPath.ts';
import { prospectPath } from '../prospect/prospectPath.ts';
import { useWorker } from '../worker/useWorker.ts';
import { EmailBody } from '../outreach/EmailBody.tsx';
import { useInboxMessage } from './useInboxMessage.ts';
import { DataTable } from '../ui/DataTable.tsx';

type InboxReadingPaneProps = {
  messageId: string;
  timeZone: string;
  onReply: (message: InboxMessage) => void;
  /** Where CLOSE leads: the list without the message. */
  closeHref: string;
};

/**
 * The reading pane (spec 003 "Inbox"): time, subject, TO and FROM, reply (forward and delete are not offered:
 * docs/outreach.md), the customer box with VIEW CUSTOMER, their activity and the body. Opening an unread e-mail marks
 * the person's messages read up to it (outreach.markRead).
 */
export function InboxReadingPane({ messageId, timeZone, onReply, closeHref }: InboxReadingPaneProps) {
  const api = useWorker();
  const state = useInboxMessage(messageId);
  const message = state.status === 'ready' ? state.message : null;
  const opened = message && !message.read ? { subject: message.person.subject, id: message.person.id, received: message.created_at } : null;
  const { subject, id, received } = opened ?? { subject: null, id: null, received: null };

  // Once per opening of an unread e-mail: the pane's next state reads it read.
  useEffect(() => {
    if (subject === null || id === null || received === null) return;
    const now = new Date().toISOString();
    void api.dispatch({ type: 'outreach.markRead', subject, customer_id: id, read_at: now > received ? now : received });
  }, [api, subject, id, received]);

  if (state.status === 'loading') return <section className="inbox-pane" aria-label="Message" aria-busy="true" />;
  if (state.status === 'missing' || !message) {
    return (
      <section className="inbox-pane" aria-label="Message">
        <p className="inbox-pane-empty">This e-mail is not on this device.</p>
        <Link className="button" href={closeHref}>
          CLOSE
        </Link>
      </section>
    );
  }
  const person = message.person;
  const personHref = person.subject === 'customer' ? customerPath(person.id) : prospectPath(person.id);
  return (
    <section className="inbox-pane" aria-label="Message">
      <header className="inbox-pane-head">
        <p className="inbox-pane-time">{dateTimeText(message.created_at, timeZone)}</p>
        <h2 className="inbox-pane-subject">{message.email_subject || '(no subject)'}</h2>
        <dl className="inbox-pane-addresses">
          <dt>TO</dt>
          <dd>{message.to_address}</dd>
          <dt>FROM</dt>
          <dd>{message.from_address}</dd>
        </dl>
        <div className="inbox-pane-acts">
          <button className="button button-primary" type="button" onClick={() => onReply(message)}>
            REPLY
          </button>
          <Link className="button" href={closeHref}>
            CLOSE
          </Link>
        </div>
      </header>
      <div className="inbox-pane-columns">
        <EmailBody html={message.html} text={message.body} title={`E-mail: ${message.email_subject}`} className="inbox-body-frame" />
        <aside className="inbox-customer" aria-label="Customer">
          <p className="inbox-customer-name">{person.name || '-'}</p>
          <p className="inbox-customer-email">
            <ContactLink kind="email" value={message.person_email} />
          </p>
          <Link className="button" href={personHref}>
            VIEW CUSTOMER
          </Link>
          <h3 className="inbox-customer-title">Activity</h3>
          {message.activities.length === 0 ? (
            <p className="inbox-pane-empty">No recent activity for this customer.</p>
          ) : (
            <DataTable
              className="inbox-activities"
              label="Activity"
              columns={[
                { header: 'TYPE', cell: (activity) => activity.type },
                { header: 'CREATED', cell: (activity) => dateTimeText(activity.created_at, timeZone) },
              ]}
              rows={message.activities}
              rowKey={(activity) => activity.id}
            />
          )}
        </aside>
      </div>
    </section>
  );
}
