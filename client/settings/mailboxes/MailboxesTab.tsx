import type { SessionUser } from '../../../domain/session/sessionUser.ts';

/** The mailboxes tab of /settings (spec 002): built by its own change. */
export function MailboxesTab(_props: { user: SessionUser }) {
  return null;
}
