import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';

const TIMEOUT_MS = 15_000;

/** A POP3 server's refusal: its -ERR line (RFC 1939), the text a failing save shows. */
export class Pop3Refusal extends Error {}

/**
 * Signs in to a POP3 server and out again (RFC 1939 USER, PASS, QUIT): port 995 speaks TLS from the start, any
 * other port plain text. Resolves when every reply was +OK; a -ERR rejects with a Pop3Refusal holding the reply.
 */
export function pop3Login(settings: { host: string; port: number; user: string; pass: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket: Socket = settings.port === 995 ? connectTls({ host: settings.host, port: settings.port, servername: settings.host }) : connectTcp({ host: settings.host, port: settings.port });
    const steps = [`USER ${settings.user}`, `PASS ${settings.pass}`, 'QUIT'];
    let buffer = '';
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    socket.setTimeout(TIMEOUT_MS, () => finish(new Error('The POP3 server did not answer in time.')));
    socket.on('error', (error) => finish(error));
    socket.on('close', () => finish(new Error('The POP3 server closed the connection.')));
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\n');
      while (end >= 0 && !settled) {
        const line = buffer.slice(0, end).replace(/\r$/, '');
        buffer = buffer.slice(end + 1);
        if (!line.startsWith('+OK')) return finish(new Pop3Refusal(line.slice(0, 300)));
        const next = steps.shift();
        if (next === undefined) return finish();
        socket.write(`${next}\r\n`);
        end = buffer.indexOf('\n');
      }
    });
  });
}
