import { askForMailboxText, mailboxManagerNames } from '../../domain/mailboxes/mailboxManagers.ts';
import { useDealerUsers } from '../share/useDealerUsers.ts';

/** For a user who may not set a mailbox up: whom of the dealer's users to ask, by name (from the local users). */
export function MailboxAskWhom() {
  const users = useDealerUsers();
  if (!users) return <p aria-busy="true" />;
  return <p>{askForMailboxText(mailboxManagerNames(users))}</p>;
}
