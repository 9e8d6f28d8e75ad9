import type { Database } from '../db/database.ts';
import type { MailPort, OutgoingMail } from '../mail/mailPort.ts';
import { smtpTransport, type IncomingServer, type MailServer } from './mailConnections.ts';
import { mailboxNetworkFromEnv, type MailboxNetwork } from './mailboxNetwork.ts';
import type { MailboxRecord } from './mailboxRecords.ts';
import type { MailboxSecrets } from './mailboxSecrets.ts';
import { guardAccountServers, guardMailServer } from './mailServerGuard.ts';
import { oauthProviderOf, type OAuthProvider, type OAuthProviders } from './oauthProviders.ts';
import { OAuthRefusal, refreshAccessToken } from './oauthTokens.ts';

/** A mailbox's two servers with the logins to use now. */
export type MailboxServers = { smtp: MailServer; incoming: IncomingServer };

/** A Google or Microsoft account's servers for an access token (XOAUTH2 on both). */
export function oauthServers(provider: OAuthProvider, email: string, accessToken: string): MailboxServers {
  const login = { user: email, accessToken };
  return { smtp: { ...provider.smtp, login }, incoming: { ...provider.imap, protocol: 'imap', login } };
}

/** A POP3/SMTP account as a save gives it or the mailboxes table keeps it, its passwords opened. */
export type MailAccount = {
  incoming_protocol: IncomingServer['protocol'];
  address: string;
  port: number;
  username: string;
  password: string;
  smtp_address: string;
  smtp_port: number;
  smtp_username: string;
  smtp_password: string;
};

/** A POP3/SMTP account's servers with its passwords, as typed (not yet guarded: MailboxAccess.accountServers). */
function accountServers(account: MailAccount): MailboxServers {
  return {
    smtp: { host: account.smtp_address, port: account.smtp_port, login: { user: account.smtp_username, pass: account.smtp_password } },
    incoming: { protocol: account.incoming_protocol, host: account.address, port: account.port, login: { user: account.username, pass: account.password } },
  };
}

/**
 * Reaches the mailboxes: their servers with opened secrets or fresh access tokens, and sending through them. A
 * POP3/SMTP account's servers were typed by a dealer's manager: each is guarded (mailServerGuard.ts) before anything
 * connects to it, and pinned to the address checked; Google's and Microsoft's are the operator's configuration.
 */
export type MailboxAccess = {
  secrets: MailboxSecrets;
  providers: OAuthProviders;
  /** A POP3/SMTP account's servers, guarded and pinned: what a save tests. */
  accountServers(account: MailAccount): Promise<MailboxServers>;
  /** The stored mailbox's incoming server with its login now (the poll). */
  incoming(record: MailboxRecord): Promise<IncomingServer>;
  /** Sends through the mailbox's SMTP server, from its name and e-mail. */
  sender(record: MailboxRecord): MailPort;
};

const EARLY_MS = 60_000;

/** The network a POP3/SMTP account may reach defaults to the environment's (MAILBOX_PRIVATE_HOSTS, MAILBOX_*_PORTS). */
export function createMailboxAccess(db: Database, secrets: MailboxSecrets, providers: OAuthProviders, network: MailboxNetwork = mailboxNetworkFromEnv()): MailboxAccess {
  /** Access tokens by mailbox id and refresh token, kept in memory only, until a minute before they expire. */
  const accessTokens = new Map<string, { token: string; expiresAt: number }>();

  const accessTokenOf = async (record: MailboxRecord, provider: OAuthProvider): Promise<string> => {
    if (!record.refresh_token_secret) throw new OAuthRefusal('This mailbox has no authorization: sign in with the provider again.');
    const key = `${record.id}:${record.refresh_token_secret}`;
    const cached = accessTokens.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const tokens = await refreshAccessToken(provider, await secrets.open(record.refresh_token_secret));
    if (tokens.refresh_token) {
      await db.query('UPDATE mailboxes SET refresh_token_secret = $2 WHERE id = $1', [record.id, await secrets.seal(tokens.refresh_token)]);
    }
    accessTokens.set(key, { token: tokens.access_token, expiresAt: Date.now() + (tokens.expires_in ?? 3600) * 1000 - EARLY_MS });
    return tokens.access_token;
  };

  /** The stored mailbox's servers with its logins, a POP3/SMTP account's as typed: each is guarded before its use. */
  const servers = async (record: MailboxRecord): Promise<MailboxServers & { typed: boolean }> => {
    const provider = oauthProviderOf(providers, record.mailbox_type_id);
    if (record.mailbox_type_id !== 3) {
      if (!provider) throw new OAuthRefusal('This mailbox provider is not configured on the server.');
      return { ...oauthServers(provider, record.email, await accessTokenOf(record, provider)), typed: false };
    }
    const open = (sealed: string | null) => (sealed ? secrets.open(sealed) : Promise.resolve(''));
    const account = accountServers({
      incoming_protocol: record.incoming_protocol,
      address: record.address,
      port: record.port ?? 0,
      username: record.username,
      password: await open(record.password_secret),
      smtp_address: record.smtp_address,
      smtp_port: record.smtp_port ?? 0,
      smtp_username: record.smtp_username,
      smtp_password: await open(record.smtp_password_secret),
    });
    return { ...account, typed: true };
  };

  return {
    secrets,
    providers,
    accountServers: (account) => guardAccountServers(accountServers(account), network),
    async incoming(record) {
      const { incoming, typed } = await servers(record);
      return typed ? guardMailServer(incoming, network) : incoming;
    },
    sender: (record) => ({
      sender: { address: record.email, mailbox_id: record.id },
      async send(mail: OutgoingMail) {
        const { smtp, typed } = await servers(record);
        const transport = smtpTransport(typed ? await guardMailServer(smtp, network) : smtp);
        try {
          await transport.sendMail({
            from: { name: record.name, address: record.email },
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            attachments: (mail.attachments ?? []).map((attachment) => ({ filename: attachment.filename, contentType: attachment.contentType, content: Buffer.from(attachment.content) })),
            messageId: mail.messageId,
            inReplyTo: mail.inReplyTo,
            references: mail.references,
          });
        } finally {
          transport.close();
        }
      },
    }),
  };
}
