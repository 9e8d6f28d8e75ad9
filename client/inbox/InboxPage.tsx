import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { listHref } from '../../domain/lists/listDescriptor.ts';
import type { InboxFilter, InboxMessage, InboxRow } from '../../domain/outreach/inbox.ts';
import { INBOX_LIST, readInboxUrl, type InboxUrl } from '../../domain/outreach/inboxUrl.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { LiveList } from '../lists/LiveList.tsx';
import { useListScreen } from '../lists/useListScreen.tsx';
import { SendEmailPopup } from '../outreach/SendEmailPopup.tsx';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';
import { ComposePopup } from './ComposePopup.tsx';
import { inboxColumns } from './inboxColumns.tsx';
import { InboxReadingPane } from './InboxReadingPane.tsx';
import { InboxSidebar } from './InboxSidebar.tsx';
import { useInboxMailboxes } from './useInboxMailboxes.ts';
import './inbox.css';

type InboxView = { filter: InboxFilter };

/** The search follows the typing once it pauses this long. */
const SEARCH_PAUSE_MS = 250;

const href = (url: InboxUrl) => listHref(INBOX_LIST, url);

/** The worker's list this screen shows. */
const LIST_SOURCE = { view: 'inbox' } as const;

/**
 * /inbox (spec 003 "Inbox"), from the device's data, live: the MAILBOXES sidebar, the chosen mailbox's received
 * e-mails (15 a page, the page in the address, searched by subject, sender, customer name and body), Compose, and the
 * reading pane of the e-mail the address names (?message=msg:…), whose reply opens the Send Email popup.
 */
export function InboxPage({ user }: { user: SessionUser }) {
  const timeZone = useDealerTimeZone();
  const [, navigate] = useLocation();
  const mailboxes = useInboxMailboxes();
  const screen = useListScreen(INBOX_LIST, user.dealer.token);
  const { url } = screen;
  const { search } = screen.filters.applied;
  const [composing, setComposing] = useState(false);
  const [replying, setReplying] = useState<InboxMessage | null>(null);
  const [term, setTerm] = useState(search);

  const listed = mailboxes.status === 'ready' ? mailboxes.mailboxes : [];
  const mailbox = listed.some((box) => box.mailbox_id === url.filter.mailbox) ? url.filter.mailbox : (listed[0]?.mailbox_id ?? null);
  useEffect(() => {
    if (mailbox !== null && mailbox !== url.filter.mailbox) navigate(href({ page: 1, filter: { mailbox, search }, message: null }), { replace: true });
  }, [mailbox, url.filter.mailbox, search, navigate]);

  useEffect(() => {
    const typed = term.trim();
    if (typed === search) return;
    const timer = setTimeout(() => {
      const current = readInboxUrl(new URLSearchParams(window.location.search));
      navigate(href({ ...current, filter: { ...current.filter, search: typed }, page: 1 }), { replace: true });
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [term, search, navigate]);
  const view: InboxView = useMemo(() => ({ filter: { mailbox, search } }), [mailbox, search]);
  const columns = useMemo(() => inboxColumns(timeZone), [timeZone]);
  const rowHref = useCallback((row: InboxRow) => href({ ...url, filter: { ...url.filter, mailbox }, message: row.id }), [url, mailbox]);

  return (
    <section className="page inbox-page">
      <header className="page-head">
        <h1 className="page-title">Inbox</h1>
      </header>
      <div className={url.message ? 'inbox-layout is-reading' : 'inbox-layout'}>
        <InboxSidebar state={mailboxes} current={mailbox} href={(id) => href({ page: 1, filter: { mailbox: id, search: '' }, message: null })} />
        <div className="inbox-main">
          <div className="inbox-toolbar">
            <input
              className="inbox-search"
              type="search"
              name="search"
              aria-label="Search e-mails"
              maxLength={200}
              placeholder="Search subject, sender, customer or message"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
            />
            <button className="button button-primary" type="button" onClick={() => setComposing(true)}>
              COMPOSE
            </button>
          </div>
          {mailbox !== null && (
            <LiveList<InboxView, InboxRow> {...screen.list} key={mailbox} source={LIST_SOURCE} view={view} className="inbox-list" columns={columns} rowHref={rowHref} />
          )}
        </div>
        {url.message && (
          <InboxReadingPane key={url.message} messageId={url.message} timeZone={timeZone} onReply={setReplying} closeHref={href({ ...url, message: null })} />
        )}
      </div>
      {composing && <ComposePopup user={user} onClose={() => setComposing(false)} />}
      {replying && (
        <SendEmailPopup
          person={{ ...replying.person, email: replying.person_email, can_email: replying.person_can_email }}
          replyTo={{ id: replying.id, email_subject: replying.email_subject }}
          onClose={() => setReplying(null)}
        />
      )}
    </section>
  );
}
