import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { EmailHistory } from './EmailHistory.tsx';
import type { OutreachPersonView } from './outreachPerson.ts';
import { TextConversation } from './TextConversation.tsx';
import { useMarkRead } from './useMarkRead.ts';
import { useOutreach } from './useOutreach.ts';
import './outreach.css';

/**
 * The outreach section of the customer, prospect and deal pages (spec 001 §2.5, §2.4): the person's e-mail history
 * and text conversation from local data, live. Being on it marks their messages read (the unread count goes to 0).
 */
export function OutreachSection({ person, user }: { person: OutreachPersonView; user: SessionUser }) {
  const state = useOutreach(person);
  useMarkRead(person, state);
  if (state.status === 'loading') {
    return (
      <p className="deal-loading" role="status">
        Loading the messages…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <p className="deal-notice is-error" role="alert">
        {state.message}
      </p>
    );
  }
  return (
    <div className="outreach-section">
      <EmailHistory emails={state.emails} person={person} />
      <TextConversation texts={state.texts} person={person} user={user} />
    </div>
  );
}
