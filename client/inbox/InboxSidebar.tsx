import { Link } from 'wouter';
import { NO_MAILBOXES_TEXT } from '../../domain/outreach/inbox.ts';
import type { InboxMailboxesState } from '../../worker/api.ts';

type InboxSidebarProps = {
  state: InboxMailboxesState;
  /** The mailbox whose e-mails show. */
  current: number | null;
  /** A mailbox's Inbox link. */
  href: (mailboxId: number) => string;
};

/**
 * The MAILBOXES sidebar (spec 003 "Inbox"): each mailbox with its name and address and its Inbox item; NO MAILBOXES
 * when the dealer has none. The spec's Campaigns and Automations items come with the marketing work (docs/outreach.md).
 */
export function InboxSidebar({ state, current, href }: InboxSidebarProps) {
  return (
    <nav className="inbox-sidebar" aria-label="Mailboxes">
      <h2 className="inbox-sidebar-title">MAILBOXES</h2>
      {state.status === 'loading' ? (
        <p className="inbox-sidebar-empty">Loading…</p>
      ) : state.mailboxes.length === 0 ? (
        <p className="inbox-sidebar-empty">{NO_MAILBOXES_TEXT}</p>
      ) : (
        <ul className="inbox-mailboxes">
          {state.mailboxes.map((mailbox) => (
            <li key={mailbox.mailbox_id} className="inbox-mailbox">
              <p className="inbox-mailbox-name">{mailbox.name}</p>
              <p className="inbox-mailbox-email">{mailbox.email}</p>
              <Link
                className={mailbox.mailbox_id === current ? 'inbox-mailbox-item is-current' : 'inbox-mailbox-item'}
                href={href(mailbox.mailbox_id)}
                aria-current={mailbox.mailbox_id === current ? 'page' : undefined}
                aria-label={`Inbox of ${mailbox.name}`}
              >
                Inbox
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
