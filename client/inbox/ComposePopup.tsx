import { useId, useState } from 'react';
import { NO_EMAIL_ON_FILE_MESSAGE } from '../../domain/outreach/outreachEvents.ts';
import type { SearchPerson } from '../../domain/search/searchRows.ts';
import { hasActiveMailbox, type SessionUser } from '../../domain/session/sessionUser.ts';
import { Popup } from '../ui/Popup.tsx';
import { NoMailboxPopup } from '../outreach/NoMailboxPopup.tsx';
import { SendEmailPopup, type EmailPerson } from '../outreach/SendEmailPopup.tsx';
import { PopupNotice } from '../ui/PopupNotice.tsx';
import { useWorker } from '../worker/useWorker.ts';
import { RecipientResults } from './RecipientResults.tsx';

/** The search waits for this many characters before it lists anyone. */
const MIN_TERM = 2;

/**
 * Compose (spec 003 "Inbox"): the customer or prospect to write to, found by name or phone among the dealer's, then
 * the Send Email popup for them. A person with no e-mail on file is refused here; a dealer without a mailbox is asked
 * first whether to set one up.
 */
export function ComposePopup({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const api = useWorker();
  const id = useId();
  const [term, setTerm] = useState('');
  const [person, setPerson] = useState<EmailPerson | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const choose = async (chosen: SearchPerson) => {
    setRefusal(null);
    const recipient = await api.emailRecipient(chosen.kind, chosen.id);
    if (!recipient) return setRefusal(chosen.kind === 'customer' ? 'This customer does not exist.' : 'This prospect does not exist.');
    if (!recipient.email.trim()) return setRefusal(NO_EMAIL_ON_FILE_MESSAGE);
    setPerson(recipient);
  };

  if (!hasActiveMailbox(user)) {
    return <NoMailboxPopup user={user} onClose={onClose} />;
  }
  if (person) return <SendEmailPopup person={person} onClose={onClose} />;
  const searching = term.trim().length >= MIN_TERM;
  return (
    <Popup title="Compose" onClose={onClose}>
      <div className="compose-recipient">
        <label className="field-label" htmlFor={id}>
          To: customer or prospect
        </label>
        <input id={id} type="search" autoFocus value={term} placeholder="Name or phone" onChange={(event) => setTerm(event.target.value)} />
        {searching && (
          <>
            <RecipientResults term={term.trim()} kind="customer" onChoose={(chosen) => void choose(chosen)} />
            <RecipientResults term={term.trim()} kind="prospect" onChoose={(chosen) => void choose(chosen)} />
          </>
        )}
        <PopupNotice notice={refusal ? { tone: 'error', text: refusal } : null} />
      </div>
    </Popup>
  );
}
