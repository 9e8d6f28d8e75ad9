import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { NO_INBOX_EMAILS_TEXT, type InboxFilter, type InboxMessage, type InboxRow } from '../../domain/outreach/inbox.ts';
import { INBOX_PATH, readInboxUrl, writeInboxUrl, type InboxUrl } from '../../domain/outreach/inboxUrl.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { LiveList } from '../lists/LiveList.tsx';
import { useUrlList } from '../lists/useUrlList.ts';
import { SendEmailPopup } from '../outreach/SendEmailPopup.tsx';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';
import { useWorker } from '../worker/useWorker.ts';
import { ComposePopup } from './ComposePopup.tsx';
import { inboxColumns } from './inboxColumns.tsx';
import { InboxReadingPane } from './InboxReadingPane.tsx';
import { InboxSidebar } from './InboxSidebar.tsx';
import { useInboxMailboxes } from './useInboxMailboxes.ts';
import '../styles/inbox.css';

type InboxView = { filter: InboxFilter };

/** Newest first, always: no column sorts (the spec names none). */
const NEWEST_FIRST = { by: 'created_at', order: 'desc' } as const;
const noSort = () => undefined;
/** The search follows the typing once it pauses this long. */
const SEARCH_PAUSE_MS = 250;

const href = (url: InboxUrl) => `${INBOX_PATH}?${writeInboxUrl(url)}`;

/**
 * /inbox (spec 003 "Inbox"), from the device's data, live: the MAILBOXES sidebar, the chosen mailbox's received
 * e-mails (15 a page, the page in the address, searched by subject, sender, customer name and body), Compose, and the
 * reading pane of the e-mail the address names (?message=msg:…), whose reply opens the Send Email popup.
 */
export function InboxPage({ user }: { user: SessionUser }) {
  const timeZone = useDealerTimeZone();
  const api = useWorker();
  const [, navigate] = useLocation();
  const mailboxes = useInboxMailboxes();
  const { url, keepPage } = useUrlList({ path: INBOX_PATH, read: readInboxUrl, write: writeInboxUrl });
  const [composing, setComposing] = useState(false);
  const [replying, setReplying] = useState<InboxMessage | null>(null);
  const [term, setTerm] = useState(url.search);

  const listed = mailboxes.status === 'ready' ? mailboxes.mailboxes : [];
  const mailbox = listed.some((box) => box.mailbox_id === url.mailbox) ? url.mailbox : (listed[0]?.mailbox_id ?? null);
  useEffect(() => {
    if (mailbox !== null && mailbox !== url.mailbox) navigate(href({ ...url, mailbox, page: 1, message: null }), { replace: true });
  }, [mailbox, url, navigate]);

  useEffect(() => {
    const search = term.trim();
    if (search === url.search) return;
    const timer = setTimeout(() => navigate(href({ ...readInboxUrl(new URLSearchParams(window.location.search)), search, page: 1 }), { replace: true }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [term, url.search, navigate]);

  const source = useMemo(() => ({ subscribe: api.subscribeInbox, update: api.updateInbox }), [api]);
  const view: InboxView = useMemo(() => ({ filter: { mailbox, search: url.search } }), [mailbox, url.search]);
  const columns = useMemo(() => inboxColumns(timeZone), [timeZone]);
  const rowHref = useCallback((row: InboxRow) => href({ ...url, mailbox, message: row.id }), [url, mailbox]);

  return (
    <section className="page inbox-page">
      <header className="page-head">
        <h1 className="page-title">Inbox</h1>
      </header>
      <div className={url.message ? 'inbox-layout is-reading' : 'inbox-layout'}>
        <InboxSidebar state={mailboxes} current={mailbox} href={(id) => href({ mailbox: id, page: 1, search: '', message: null })} />
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
            <LiveList<InboxView, InboxRow>
              key={mailbox}
              source={source}
              view={view}
              label="Emails"
              className="inbox-list"
              columns={columns}
              sort={NEWEST_FIRST}
              onSort={noSort}
              page={url.page}
              onPageInView={keepPage}
              emptyText={NO_INBOX_EMAILS_TEXT}
              rowHref={rowHref}
            />
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
