import type { IncomingProtocol } from './mailbox.ts';

export const INCOMING_PASSWORD_AGAIN_MESSAGE = 'The incoming server changed: please provide its password again.';
export const SMTP_PASSWORD_AGAIN_MESSAGE = 'The SMTP server changed: please provide its password again.';
/** Under the password fields of an edit: when leaving one empty keeps the stored password. */
export const KEPT_PASSWORD_HINT = 'Leave empty to keep the stored password while this server stays the same; a new address, port or user name needs it again.';

/** Where a POP3/SMTP account's two servers are and whom they sign in as: what a stored password belongs to. */
export type MailServerSettings = {
  incoming_protocol: IncomingProtocol;
  address: string;
  port: number | null;
  username: string;
  smtp_address: string;
  smtp_port: number | null;
  smtp_username: string;
};

/** A host name's case means nothing (DNS); spaces around a field are trimmed when it is saved. */
const sameHost = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const sameUser = (a: string, b: string) => a.trim() === b.trim();

/**
 * Which password an update must give again, or null (issue 27): an empty password keeps the stored one only while
 * its server stays where it was, so a stored password is never sent to a server the person saving chose. Each server
 * is judged on its own: the incoming one by its protocol, address, port and user name, the SMTP one by its address,
 * port and user name. The incoming server is judged first (the form's first password).
 */
export function passwordAgainProblem(
  stored: MailServerSettings,
  given: MailServerSettings & { password: string; smtp_password: string },
): { field: 'password' | 'smtp_password'; message: string } | null {
  const incomingMoved =
    given.incoming_protocol !== stored.incoming_protocol || !sameHost(given.address, stored.address) || given.port !== stored.port || !sameUser(given.username, stored.username);
  if (incomingMoved && given.password === '') return { field: 'password', message: INCOMING_PASSWORD_AGAIN_MESSAGE };
  const smtpMoved = !sameHost(given.smtp_address, stored.smtp_address) || given.smtp_port !== stored.smtp_port || !sameUser(given.smtp_username, stored.smtp_username);
  if (smtpMoved && given.smtp_password === '') return { field: 'smtp_password', message: SMTP_PASSWORD_AGAIN_MESSAGE };
  return null;
}
