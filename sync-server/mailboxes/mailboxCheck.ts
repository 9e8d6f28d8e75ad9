import { checkIncoming, checkSmtp, MailboxConnectionError, smtpTransport } from './mailConnections.ts';
import type { MailboxServers } from './mailboxAccess.ts';

export const TEST_MESSAGE_SUBJECT = 'Your mailbox is connected';

/**
 * The real test of a mailbox when it is saved (spec 002 §4): signs in to its SMTP server and its incoming server, then
 * sends a test message from the mailbox to itself. A refusal throws a MailboxConnectionError with the server's answer.
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
    const response = (error as { response?: unknown }).response;
    throw new MailboxConnectionError(`The test message was not sent: ${typeof response === 'string' ? response : error instanceof Error ? error.message : String(error)}`);
  } finally {
    transport.close();
  }
}
