import { useEffect, useRef, useState } from 'react';
import { dateTimeText } from '../../domain/time/dateTimeText.ts';
import type { OutreachMessage } from '../../domain/outreach/outreachMessage.ts';
import { CONVERSATION_SCROLL_DELAY_MS, NO_TEXTS_TEXT, TEXTS_NOT_SET_UP_TEXT } from '../../domain/outreach/outreachTexts.ts';
import { canText, displayName, type SessionUser } from '../../domain/session/sessionUser.ts';
import { fillMergeFields } from '../../domain/templates/mergeFields.ts';
import { failureText, messageStatusText } from './messageStatus.ts';
import { sendBlock, type OutreachPersonView } from './outreachPerson.ts';
import { TextComposer } from './TextComposer.tsx';
import { TextSendDialogs } from './TextSendDialogs.tsx';
import { useTextSend } from './useTextSend.ts';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';

function TextBubble({ text }: { text: OutreachMessage }) {
  const timeZone = useDealerTimeZone();
  const { message } = text;
  return (
    <li className={`outreach-bubble is-${message.direction} is-${message.status}`}>
      <p className="outreach-bubble-body">{message.body}</p>
      <p className="outreach-bubble-meta">
        <time dateTime={text.created_at}>{dateTimeText(text.created_at, timeZone)}</time>
        <span className={`outreach-status is-${message.status}`}>{messageStatusText(text)}</span>
      </p>
      {message.status === 'failed' && (
        <p className="form-error" role="alert">
          {failureText(text)}
        </p>
      )}
    </li>
  );
}

/**
 * The text conversation of the outreach section (spec 001 §2.5): oldest first, the person's texts on one side and
 * the staff's on the other, each with its time and status; No TEXT MESSAGES SENT when there is none. A text arriving
 * (or written here) re-renders it live, and it scrolls to the newest 200 ms later. A dealer that cannot text (the
 * session's text_dealers) is told so above the composer, switched off (issue 28), not after a text failed.
 */
export function TextConversation({ texts, person, user }: { texts: OutreachMessage[]; person: OutreachPersonView; user: SessionUser }) {
  const [draft, setDraft] = useState('');
  const send = useTextSend(person, user.dealer.name);
  const list = useRef<HTMLOListElement>(null);
  const newest = texts[texts.length - 1]?.id ?? null;
  useEffect(() => {
    const timer = setTimeout(() => {
      if (list.current) list.current.scrollTop = list.current.scrollHeight;
    }, CONVERSATION_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [newest]);
  const notSetUp = !canText(user);
  const blocked = notSetUp ? TEXTS_NOT_SET_UP_TEXT : sendBlock(person, 'text');
  const values = { customer_name: person.name, vehicle: person.vehicle, salesperson: displayName(user), dealer: user.dealer.name };
  return (
    <section className="outreach-texts" aria-label="Text messages">
      <header className="outreach-part-head">
        <h3>TEXT MESSAGES</h3>
      </header>
      {texts.length === 0 ? (
        <p className="profile-empty">{NO_TEXTS_TEXT}</p>
      ) : (
        <ol ref={list} className="outreach-conversation" aria-label="Conversation">
          {texts.map((text) => (
            <TextBubble key={text.id} text={text} />
          ))}
        </ol>
      )}
      {notSetUp && <p className="outreach-not-set-up">{TEXTS_NOT_SET_UP_TEXT}</p>}
      <TextComposer
        draft={draft}
        onDraft={setDraft}
        onSend={() => send.start(draft)}
        fill={(template) => fillMergeFields(template, values, 'text')}
        blocked={blocked}
        busy={send.sending || send.step !== null}
      />
      {blocked && !notSetUp && <p className="outreach-blocked">{blocked}</p>}
      {send.refusal && (
        <p className="form-error" role="alert">
          {send.refusal}
        </p>
      )}
      <TextSendDialogs send={send} onSent={() => setDraft('')} />
    </section>
  );
}
