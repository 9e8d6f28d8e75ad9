import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import type { IncomingProtocol } from '../../domain/mailboxes/mailbox.ts';
import { pop3Login, Pop3Refusal } from './pop3Login.ts';

const TIMEOUT_MS = 15_000;
/** Ports that speak TLS from the first byte (SMTPS, IMAPS, POP3S); every other port starts plain (STARTTLS when offered). */
const IMPLICIT_TLS_PORTS = new Set([465, 993, 995]);

/** How a mailbox signs in: a password, or an OAuth 2 access token (XOAUTH2). */
export type MailLogin = { user: string; pass: string } | { user: string; accessToken: string };
export type MailServer = { host: string; port: number; login: MailLogin };
export type IncomingServer = MailServer & { protocol: IncomingProtocol };

/** A mail server refused or could not be reached: the message is the server's answer (never a secret of ours). */
export class MailboxConnectionError extends Error {}

/** The nodemailer transport of a mailbox's SMTP server; no logging (the exchange carries the credentials). */
export function smtpTransport(server: MailServer) {
  const auth = 'accessToken' in server.login ? { type: 'OAuth2' as const, user: server.login.user, accessToken: server.login.accessToken } : { user: server.login.user, pass: server.login.pass };
  return nodemailer.createTransport({
    host: server.host,
    port: server.port,
    secure: IMPLICIT_TLS_PORTS.has(server.port),
    auth,
    logger: false,
    debug: false,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
}

/** A mail server's answer in an error (the SMTP reply, or the error's code and message): what a user is shown. */
export function answerOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { response, code } = error as Error & { response?: unknown; code?: unknown };
  if (typeof response === 'string' && response.trim()) return response.trim();
  return [typeof code === 'string' ? code : '', error.message].filter(Boolean).join(': ');
}

/** Signs in to the SMTP server (nodemailer's verify); a refusal answers the server's reply. */
export async function checkSmtp(server: MailServer): Promise<void> {
  const transport = smtpTransport(server);
  try {
    await transport.verify();
  } catch (error) {
    throw new MailboxConnectionError(`Signing in to the SMTP server failed: ${answerOf(error)}`);
  } finally {
    transport.close();
  }
}

/** An IMAP client of a mailbox's server (a password or XOAUTH2); no logging (the exchange carries the credentials). */
export function imapClient(server: MailServer, options: { verifyOnly?: boolean } = {}): ImapFlow {
  const client = new ImapFlow({
    host: server.host,
    port: server.port,
    secure: IMPLICIT_TLS_PORTS.has(server.port),
    auth: 'accessToken' in server.login ? { user: server.login.user, accessToken: server.login.accessToken } : { user: server.login.user, pass: server.login.pass },
    logger: false,
    verifyOnly: options.verifyOnly ?? false,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  client.on('error', () => undefined);
  return client;
}

async function imapLogin(server: MailServer): Promise<void> {
  // Signs in, then out again: a check, not a session.
  const client = imapClient(server, { verifyOnly: true });
  try {
    await client.connect();
  } finally {
    client.close();
  }
}

/** Signs in to the incoming server (IMAP, or POP3 with a password) and out again; a refusal answers the server's reply. */
export async function checkIncoming(server: IncomingServer): Promise<void> {
  try {
    if (server.protocol === 'imap') await imapLogin(server);
    else if ('pass' in server.login) await pop3Login({ host: server.host, port: server.port, user: server.login.user, pass: server.login.pass });
    else throw new Error('POP3 mailboxes sign in with a password.');
  } catch (error) {
    // An IMAP reply starts with the command's tag, which says nothing to the reader.
    const answer = error instanceof Pop3Refusal ? error.message : answerOf(error).replace(/^[\w.]+ (?=(NO|BAD|BYE) )/, '');
    throw new MailboxConnectionError(`Signing in to the ${server.protocol === 'imap' ? 'IMAP' : 'POP3'} server failed: ${answer}`);
  }
}
