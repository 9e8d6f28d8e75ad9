import type { Database } from '../db/database.ts';
import type { OwnMailboxes } from '../mail/dealerMailboxes.ts';
import type { MailboxAccess } from './mailboxAccess.ts';
import { loadSendingMailboxes, type MailboxRecord } from './mailboxRecords.ts';

const hasUser = (userId: number | undefined) => (record: MailboxRecord) => userId === undefined || record.users.includes(userId);

/**
 * The dealers' own mailboxes as the mail of a dealer sees them: the oldest that sends (not suspended, not deleted,
 * lead on), and that has the user when one is named, is the one its mail goes out through, over its SMTP server
 * (XOAUTH2 for Google and Microsoft).
 */
export function createOwnMailboxes(db: Database, access: MailboxAccess): OwnMailboxes {
  return {
    async sender(dealerToken, userId) {
      const record = (await loadSendingMailboxes(db, [dealerToken])).find(hasUser(userId));
      return record ? access.sender(record) : null;
    },
    async dealersWithOne(dealerTokens, userId) {
      const owners = new Set((await loadSendingMailboxes(db, dealerTokens)).filter(hasUser(userId)).map((record) => record.dealer_token));
      return dealerTokens.filter((token) => owners.has(token));
    },
  };
}
