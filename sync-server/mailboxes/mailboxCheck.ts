import { checkIncoming, checkSmtp, smtpTransport } from './mailConnections.ts';
import type { MailboxServers } from './mailboxAccess.ts';
import { mailFailure } from './mailFailure.ts';

export const TEST_MESSAGE_SUBJECT = 'Your mailbox is connected';

/**
 * The real test of a mailbox when it is saved (spec 002 §4): signs in to its SMTP server and its incoming server, then
 * sends a test message from the mailbox to itself. A failure throws a MailboxConnectionError naming the step in our
 * words (the server's reply is logged, never answered: issue 27).
 */
export async function checkMailbox(servers: MailboxServers, mailbox: { name: string; email: string }): Promise<void> {
  await checkSmtp(servers.smtp);
  await checkIncoming(servers.incoming);
  const transport = smtpTransport(servers.smtp);
  try {
    await transport.sendMail({
      from: { name: mailbox.name, address: mailbox.email },
      to: mailbox.email,
      subject: TEST_MESSAGE_SUBJECT,
      text: `The mailbox "${mailbox.name}" is connected to the dealer back office: the mail it sends goes out through this account.`,
    });
  } catch (error) {
    throw mailFailure('Sending the test message through the SMTP server', servers.smtp, error);
  } finally {
    transport.close();
  }
}
