import { useEffect, useRef, useState } from 'react';
import { rangeText } from '../../domain/format/rangeText.ts';
import type { OutreachMessage } from '../../domain/outreach/outreachMessage.ts';
import { CONVERSATION_SCROLL_DELAY_MS, EMAIL_PAGE_SIZE, NO_EMAILS_TEXT } from '../../domain/outreach/outreachTexts.ts';
import { EmailEntry } from './EmailEntry.tsx';
import { sendBlock, type OutreachPersonView } from './outreachPerson.ts';
import { SendEmailPopup } from './SendEmailPopup.tsx';

type Compose = { replyTo: { id: string; email_subject: string } | null };

/**
 * The e-mail history of the outreach section (spec 001 §2.5): newest first, 6 a page, No EMAILS SENT OR RECEIVED
 * when there is none. NEW EMAIL and each REPLY open the Send Email popup (which asks about the mailbox, consent and
 * "Are you sure you want to send?"). An e-mail arriving brings the first page back and shows it 200 ms later.
 */
export function EmailHistory({ emails, person }: { emails: OutreachMessage[]; person: OutreachPersonView }) {
  const [page, setPage] = useState(1);
  const [compose, setCompose] = useState<Compose | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const pages = Math.max(1, Math.ceil(emails.length / EMAIL_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = emails.slice((current - 1) * EMAIL_PAGE_SIZE, current * EMAIL_PAGE_SIZE);
  const blocked = sendBlock(person, 'email');
  const sendable = blocked === null;

  const newest = emails[0]?.id ?? null;
  const seen = useRef(newest);
  useEffect(() => {
    if (newest === seen.current) return;
    seen.current = newest;
    setPage(1);
    const timer = setTimeout(() => list.current?.firstElementChild?.scrollIntoView({ block: 'nearest' }), CONVERSATION_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [newest]);

  return (
    <section className="outreach-emails" aria-label="Emails">
      <header className="outreach-part-head">
        <h3>EMAILS</h3>
        <button type="button" className="button" disabled={!sendable} onClick={() => setCompose({ replyTo: null })}>
          NEW EMAIL
        </button>
      </header>
      {blocked && <p className="outreach-blocked">{blocked}</p>}
      {emails.length === 0 ? (
        <p className="profile-empty">{NO_EMAILS_TEXT}</p>
      ) : (
        <>
          <ol ref={list} className="outreach-email-list">
            {shown.map((email) => (
              <li key={email.id}>
                <EmailEntry email={email} onReply={sendable ? () => setCompose({ replyTo: { id: email.id, email_subject: email.message.email_subject } }) : undefined} />
              </li>
            ))}
          </ol>
          <div className="outreach-paging">
            <span>{rangeText((current - 1) * EMAIL_PAGE_SIZE + 1, (current - 1) * EMAIL_PAGE_SIZE + shown.length, emails.length)}</span>
            <button type="button" className="button" disabled={current <= 1} onClick={() => setPage(current - 1)}>
              PREVIOUS
            </button>
            <button type="button" className="button" disabled={current >= pages} onClick={() => setPage(current + 1)}>
              NEXT
            </button>
          </div>
        </>
      )}
      {compose && <SendEmailPopup person={person} replyTo={compose.replyTo ?? undefined} onClose={() => setCompose(null)} />}
    </section>
  );
}
