import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';
import { MailboxConnectionError } from './mailboxConnectionError.ts';

const TIMEOUT_MS = 15_000;
/** A line break in USER or PASS would end the command and start another (issue 27): a stored value from before the rule too. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
export const POP3_CONTROL_CHARACTERS_MESSAGE = 'A POP3 user name or password cannot hold control characters.';

/** A POP3 server's refusal (RFC 1939 -ERR, or any line that is not +OK) and the step it answered: logged, never shown. */
export class Pop3Refusal extends Error {
  readonly step: 'greeting' | 'USER' | 'PASS' | 'QUIT';
  constructor(step: Pop3Refusal['step'], reply: string) {
    super(reply);
    this.step = step;
  }
}

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

/**
 * Signs in to a POP3 server and out again (RFC 1939 USER, PASS, QUIT): port 995 speaks TLS from the start (its
 * certificate checked for `servername`, the host name, when `host` is the address it was resolved to), any other
 * port plain text. Resolves when every reply was +OK; a -ERR rejects with a Pop3Refusal naming its step.
 */
export function pop3Login(settings: { host: string; port: number; user: string; pass: string; servername?: string | undefined }): Promise<void> {
  if (CONTROL_CHARACTER.test(settings.user) || CONTROL_CHARACTER.test(settings.pass)) return Promise.reject(new MailboxConnectionError(POP3_CONTROL_CHARACTERS_MESSAGE));
  return new Promise((resolve, reject) => {
    const tls = { host: settings.host, port: settings.port, ...(settings.servername ? { servername: settings.servername } : {}) };
    const socket: Socket = settings.port === 995 ? connectTls(tls) : connectTcp({ host: settings.host, port: settings.port });
    const steps = [
      ['USER', `USER ${settings.user}`],
      ['PASS', `PASS ${settings.pass}`],
      ['QUIT', 'QUIT'],
    ] as const;
    let answering: Pop3Refusal['step'] = 'greeting';
    let next = 0;
    let buffer = '';
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    socket.setTimeout(TIMEOUT_MS, () => finish(coded('The POP3 server did not answer in time.', 'ETIMEDOUT')));
    socket.on('error', (error) => finish(error));
    socket.on('close', () => finish(coded('The POP3 server closed the connection.', 'ECONNRESET')));
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\n');
      while (end >= 0 && !settled) {
        const line = buffer.slice(0, end).replace(/\r$/, '');
        buffer = buffer.slice(end + 1);
        if (!line.startsWith('+OK')) return finish(new Pop3Refusal(answering, line.slice(0, 300)));
        const step = steps[next];
        if (step === undefined) return finish();
        next += 1;
        answering = step[0];
        socket.write(`${step[1]}\r\n`);
        end = buffer.indexOf('\n');
      }
    });
  });
}
