import { MailboxConnectionError } from './mailboxConnectionError.ts';
import type { MailServer } from './mailConnections.ts';
import { Pop3Refusal } from './pop3Login.ts';

/** What kind of failure a step met, in words a user can act on. */
type Failure = 'login' | 'unreachable' | 'tls' | 'answer';

const FAILURE_WORDS: Record<Failure, string> = {
  login: 'the server refused the user name or password.',
  unreachable: 'the server could not be reached.',
  tls: 'the secure connection (TLS) to the server could not be made.',
  answer: 'the server gave an unexpected answer.',
};

/** Codes of a connection that never was, or broke: Node's, nodemailer's (ECONNECTION, EDNS) and imapflow's. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'ECONNECTION',
  'EDNS',
  'CONNECT_TIMEOUT',
  'NoConnection',
]);
const TLS_CODE = /TLS|SSL|CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ALTNAME/;

function failureOf(error: unknown): Failure {
  const { code, errno, authenticationFailed } = (error ?? {}) as { code?: unknown; errno?: unknown; authenticationFailed?: unknown };
  if (error instanceof Pop3Refusal) return error.step === 'USER' || error.step === 'PASS' ? 'login' : 'answer';
  if (authenticationFailed === true || code === 'EAUTH') return 'login';
  if (typeof code !== 'string') return 'answer';
  if (UNREACHABLE_CODES.has(code)) return 'unreachable';
  // nodemailer names every socket error ESOCKET: a system error (errno) is the network, the others come from TLS.
  if (code === 'ESOCKET') return typeof errno === 'number' ? 'unreachable' : 'tls';
  return TLS_CODE.test(code) ? 'tls' : 'answer';
}

/** The far side's words and the error's code, on one line, without our secrets: what the log keeps. */
function detailOf(error: unknown, server: MailServer): string {
  const { response, code } = (error ?? {}) as { response?: unknown; code?: unknown };
  const words = error instanceof Error ? [typeof code === 'string' ? code : '', typeof response === 'string' ? response : error.message] : [String(error)];
  const secret = 'pass' in server.login ? server.login.pass : server.login.accessToken;
  const line = words.filter(Boolean).join(': ').replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return (secret ? line.split(secret).join('[secret]') : line).slice(0, 500);
}

/** Where a server is, for the log: the host name it was typed as and the address it was reached at. */
export function whereOf(server: MailServer): string {
  return server.servername ? `${server.servername}:${server.port} (${server.host})` : `${server.host}:${server.port}`;
}

/**
 * The error a failed step answers (`step`: "Signing in to the SMTP server"), in our words: the step and the kind of
 * failure, never the server's reply, which could be any service's banner (issue 27). The reply goes to the log.
 * An error already in our words (MailboxConnectionError) is kept as it is.
 */
export function mailFailure(step: string, server: MailServer, error: unknown): MailboxConnectionError {
  console.error(`${step} ${whereOf(server)} failed: ${detailOf(error, server)}`);
  if (error instanceof MailboxConnectionError) return error;
  return new MailboxConnectionError(`${step} failed: ${FAILURE_WORDS[failureOf(error)]}`);
}
