import type { Database } from '../db/database.ts';
import type { OwnMailboxes } from '../mail/dealerMailboxes.ts';
import type { MailboxAccess } from './mailboxAccess.ts';
import { loadSendingMailboxes } from './mailboxRecords.ts';

/**
 * The dealers' own mailboxes as the mail of a dealer sees them: the oldest that sends (not suspended, not deleted,
 * lead on) is the one its mail to customers goes out through, over its SMTP server (XOAUTH2 for Google and Microsoft).
 */
export function createOwnMailboxes(db: Database, access: MailboxAccess): OwnMailboxes {
  return {
    async sender(dealerToken) {
      const [record] = await loadSendingMailboxes(db, [dealerToken]);
      return record ? access.sender(record) : null;
    },
    async dealersWithOne(dealerTokens) {
      const owners = new Set((await loadSendingMailboxes(db, dealerTokens)).map((record) => record.dealer_token));
      return dealerTokens.filter((token) => owners.has(token));
    },
  };
}
