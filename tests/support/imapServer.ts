import { createRequire } from 'node:module';
import type { AddressInfo, Server, Socket } from 'node:net';
import { ImapFlow } from 'imapflow';

/** The parts of hoodiecrow-imap (an in-process IMAP4rev1 server, no type definitions of its own) used here. */
type HoodiecrowUser = { password: string };
type HoodiecrowServer = {
  server: Server;
  users: Record<string, HoodiecrowUser>;
  listen(port: number, host: string, callback: () => void): void;
  close(callback: () => void): void;
};
type Hoodiecrow = (options: { plugins: string[]; users: Record<string, HoodiecrowUser>; storage: unknown }) => HoodiecrowServer;

const hoodiecrow = createRequire(import.meta.url)('hoodiecrow-imap') as Hoodiecrow;

/** A real IMAP server on loopback: its port, the messages it holds, and the accounts it lets in. */
export type LoopbackImap = {
  port: number;
  /** APPENDs a message (RFC 5322 text, CRLF line ends) to an account's INBOX over IMAP, as a mail server delivers it. */
  deliver(user: string, raw: string): Promise<void>;
  /** Changes an account's password (a refused login from now on). */
  setPassword(user: string, password: string): void;
  close(): Promise<void>;
};

/**
 * hoodiecrow-imap on 127.0.0.1 (plain text, no STARTTLS): LOGIN for the `accounts` given (e-mail and password), an
 * empty INBOX, APPEND, SELECT (UIDVALIDITY, UIDNEXT), UID SEARCH and UID FETCH as a mail client uses them.
 * Like hoodiecrow itself, every account sees the same folders.
 */
export async function startImapServer(options: { accounts: Record<string, string> }): Promise<LoopbackImap> {
  const users = Object.fromEntries(Object.entries(options.accounts).map(([user, password]) => [user, { password }]));
  const server = hoodiecrow({
    plugins: ['ENABLE'],
    users,
    storage: { INBOX: { messages: [] }, '': {} },
  });
  const sockets = new Set<Socket>();
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    async deliver(user, raw) {
      const client = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user, pass: server.users[user]?.password ?? '' }, logger: false });
      await client.connect();
      try {
        await client.append('INBOX', raw);
      } finally {
        await client.logout();
      }
    },
    setPassword(user, password) {
      server.users[user] = { password };
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(resolve));
    },
  };
}

/** A raw RFC 5322 message to APPEND: the headers given, a blank line, the body with CRLF line ends. */
export const rawMail = (headers: Record<string, string>, body: string): string =>
  `${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')}\r\n\r\n${body.replace(/\r?\n/g, '\r\n')}\r\n`;
