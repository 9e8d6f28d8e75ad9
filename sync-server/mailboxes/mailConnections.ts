import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import type { IncomingProtocol } from '../../domain/mailboxes/mailbox.ts';
import { mailFailure } from './mailFailure.ts';
import { pop3Login } from './pop3Login.ts';

const TIMEOUT_MS = 15_000;
/** Ports that speak TLS from the first byte (SMTPS, IMAPS, POP3S); every other port starts plain (STARTTLS when offered). */
const IMPLICIT_TLS_PORTS = new Set([465, 993, 995]);

/** How a mailbox signs in: a password, or an OAuth 2 access token (XOAUTH2). */
export type MailLogin = { user: string; pass: string } | { user: string; accessToken: string };
/**
 * A mail server and its login. A POP3/SMTP account's server is pinned (mailServerGuard.ts): `host` is the address it
 * was checked at and `servername` the host name typed, which TLS presents and checks the certificate against.
 */
export type MailServer = { host: string; port: number; login: MailLogin; servername?: string | undefined };
export type IncomingServer = MailServer & { protocol: IncomingProtocol };

/** How messages and logs name an incoming server's protocol. */
export const incomingLabel = (protocol: IncomingProtocol): string => (protocol === 'imap' ? 'IMAP' : 'POP3');

/** The nodemailer transport of a mailbox's SMTP server; no logging (the exchange carries the credentials). */
export function smtpTransport(server: MailServer) {
  const auth = 'accessToken' in server.login ? { type: 'OAuth2' as const, user: server.login.user, accessToken: server.login.accessToken } : { user: server.login.user, pass: server.login.pass };
  return nodemailer.createTransport({
    host: server.host,
    port: server.port,
    ...(server.servername ? { servername: server.servername } : {}),
    secure: IMPLICIT_TLS_PORTS.has(server.port),
    auth,
    logger: false,
    debug: false,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
}

/** A mail server's answer in an error (the SMTP reply, or the error's code and message). */
export function answerOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { response, code } = error as Error & { response?: unknown; code?: unknown };
  if (typeof response === 'string' && response.trim()) return response.trim();
  return [typeof code === 'string' ? code : '', error.message].filter(Boolean).join(': ');
}

/** Signs in to the SMTP server (nodemailer's verify); a failure answers the step in our words (mailFailure). */
export async function checkSmtp(server: MailServer): Promise<void> {
  const transport = smtpTransport(server);
  try {
    await transport.verify();
  } catch (error) {
    throw mailFailure('Signing in to the SMTP server', server, error);
  } finally {
    transport.close();
  }
}

/** An IMAP client of a mailbox's server (a password or XOAUTH2); no logging (the exchange carries the credentials). */
export function imapClient(server: MailServer, options: { verifyOnly?: boolean } = {}): ImapFlow {
  const client = new ImapFlow({
    host: server.host,
    port: server.port,
    ...(server.servername ? { servername: server.servername } : {}),
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

/** Signs in to the incoming server (IMAP, or POP3 with a password) and out again; a failure answers the step in our words. */
export async function checkIncoming(server: IncomingServer): Promise<void> {
  try {
    if (server.protocol === 'imap') await imapLogin(server);
    else if ('pass' in server.login) await pop3Login({ host: server.host, port: server.port, servername: server.servername, user: server.login.user, pass: server.login.pass });
    else throw new Error('POP3 mailboxes sign in with a password.');
  } catch (error) {
    throw mailFailure(`Signing in to the ${incomingLabel(server.protocol)} server`, server, error);
  }
}
