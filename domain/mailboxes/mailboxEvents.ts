import { defineEvent } from '../events/definition.ts';
import { mailboxDocId, MailboxDocSchema } from './mailbox.ts';

export const MAILBOX_SET = 'mailbox.set';

/**
 * Appended by the server after every mailbox call that changed one (create, update, suspend, delete, users): the
 * mailbox as the dealer's clients see it, without its secrets, so the mailbox list is local data.
 */
export const mailboxSet = defineEvent({
  payload: MailboxDocSchema,
  action: null,
  targets: (event) => [{ collection: 'refs', id: mailboxDocId(event.dealer, event.payload.mailbox_id) }],
  project: (event) => {
    const id = mailboxDocId(event.dealer, event.payload.mailbox_id);
    return [{ collection: 'refs', id, doc: { id, dealer: event.dealer, kind: 'mailbox', ...event.payload } }];
  },
});
