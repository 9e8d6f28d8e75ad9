import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server, type Socket } from 'node:net';
import Provider from 'oidc-provider';
import { SMTPServer } from 'smtp-server';

/** A message the loopback SMTP server accepted: who signed in (and how), the envelope and the raw message. */
export type ReceivedMail = { user: string; method: string; from: string; to: string[]; raw: string };

export type Closable = { port: number; close(): Promise<void> };
/** What a loopback server saw besides its work: the connections it accepted and every login tried, with its password. */
export type Witness = { connections: number; attempts: { user: string; pass: string }[] };

const newWitness = (): Witness => ({ connections: 0, attempts: [] });

const portOf = (server: Server) => (server.address() as AddressInfo).port;
const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * A real SMTP server (smtp-server) on loopback: a password login for the `accounts` given, and XOAUTH2 whose access
 * token it checks at the OAuth server's userinfo endpoint, as a provider's SMTP server does. No STARTTLS: plain text
 * on loopback. `refuses` names the recipients it answers 550 No such mailbox.
 */
export async function startSmtpServer(options: {
  accounts: Record<string, string>;
  userinfoUrl?: () => string;
  refuses?: (address: string) => boolean;
}): Promise<Closable & Witness & { received: ReceivedMail[] }> {
  const received: ReceivedMail[] = [];
  const witness = newWitness();
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN', 'XOAUTH2'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      witness.connections += 1;
      callback();
    },
    async onAuth(auth, _session, callback) {
      witness.attempts.push({ user: auth.username ?? '', pass: auth.password ?? auth.accessToken ?? '' });
      if (auth.method === 'XOAUTH2') {
        const userinfo = options.userinfoUrl?.();
        const answer = userinfo ? await fetch(userinfo, { headers: { authorization: `Bearer ${auth.accessToken ?? ''}` } }) : null;
        const claims = answer?.ok ? ((await answer.json()) as { email?: string }) : null;
        if (claims?.email === auth.username) return callback(null, { user: `${auth.username} XOAUTH2` });
        return callback(null, { data: { status: '401', schemes: 'bearer' } });
      }
      if (options.accounts[auth.username ?? ''] === auth.password) return callback(null, { user: `${auth.username} ${auth.method}` });
      return callback(new Error('Authentication credentials invalid'));
    },
    onRcptTo(address, _session, callback) {
      callback(options.refuses?.(address.address) ? Object.assign(new Error('No such mailbox'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const [user = '', method = ''] = String(session.user ?? '').split(' ');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ user, method, from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(witness, {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/**
 * A tiny IMAP responder on loopback (no pure-JS IMAP server package is practical): the greeting, CAPABILITY, LOGIN
 * and AUTHENTICATE XOAUTH2 (SASL-IR) against `accounts` and `tokens`, LIST, NAMESPACE-less, LOGOUT. Enough for a
 * client to sign in and out; every login it saw is in `logins`.
 */
export async function startImapResponder(options: {
  accounts: Record<string, string>;
  acceptToken?: (user: string, token: string) => Promise<boolean>;
}): Promise<Closable & Witness & { logins: string[] }> {
  const logins: string[] = [];
  const witness = newWitness();
  const sockets = new Set<Socket>();
  const unquote = (text: string) => (text.startsWith('"') ? text.slice(1, -1).replace(/\\(.)/g, '$1') : text);
  const server = createTcpServer((socket) => {
    witness.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.write('* OK IMAP4rev1 loopback ready\r\n');
    let buffer = '';
    socket.on('data', async (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\r\n');
        const [tag = '*', command = '', ...args] = line.match(/"(?:[^"\\]|\\.)*"|\S+/g) ?? [];
        switch (command.toUpperCase()) {
          case 'CAPABILITY':
            socket.write(`* CAPABILITY IMAP4rev1 AUTH=XOAUTH2 SASL-IR\r\n${tag} OK CAPABILITY completed\r\n`);
            break;
          case 'LOGIN': {
            const user = unquote(args[0] ?? '');
            witness.attempts.push({ user, pass: unquote(args[1] ?? '') });
            if (options.accounts[user] === unquote(args[1] ?? '')) {
              logins.push(`${user} LOGIN`);
              socket.write(`${tag} OK LOGIN completed\r\n`);
            } else socket.write(`${tag} NO [AUTHENTICATIONFAILED] Invalid credentials (Failure)\r\n`);
            break;
          }
          case 'AUTHENTICATE': {
            const [user = '', auth = ''] = Buffer.from(args[1] ?? '', 'base64').toString('utf8').split('\x01');
            const name = user.replace(/^user=/, '');
            if (await options.acceptToken?.(name, auth.replace(/^auth=Bearer /, ''))) {
              logins.push(`${name} XOAUTH2`);
              socket.write(`${tag} OK AUTHENTICATE completed\r\n`);
            } else socket.write(`${tag} NO [AUTHENTICATIONFAILED] Invalid credentials (Failure)\r\n`);
            break;
          }
          case 'LIST':
            socket.write(`* LIST (\\Noselect) "/" ""\r\n${tag} OK LIST completed\r\n`);
            break;
          case 'LOGOUT':
            socket.end(`* BYE logging out\r\n${tag} OK LOGOUT completed\r\n`);
            break;
          default:
            socket.write(`${tag} BAD unknown command\r\n`);
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(witness, {
    port: portOf(server),
    logins,
    async close() {
      for (const socket of sockets) socket.destroy();
      await closeServer(server);
    },
  });
}

/** A tiny POP3 responder on loopback (RFC 1939's greeting, USER, PASS and QUIT) against `accounts`. */
export async function startPop3Responder(accounts: Record<string, string>): Promise<Closable & Witness & { logins: string[] }> {
  const logins: string[] = [];
  const witness = newWitness();
  const server = createTcpServer((socket) => {
    witness.connections += 1;
    let user = '';
    socket.on('error', () => undefined);
    socket.write('+OK POP3 loopback ready\r\n');
    socket.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\r\n').filter(Boolean)) {
        const [command = '', ...rest] = line.split(' ');
        const argument = rest.join(' ');
        if (command === 'USER') {
          user = argument;
          socket.write('+OK send PASS\r\n');
        } else if (command === 'PASS') {
          witness.attempts.push({ user, pass: argument });
          if (accounts[user] === argument) logins.push(user);
          socket.write(accounts[user] === argument ? '+OK maildrop ready\r\n' : '-ERR [AUTH] Invalid login\r\n');
        } else if (command === 'QUIT') socket.end('+OK bye\r\n');
        else socket.write('-ERR unknown command\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(witness, { port: portOf(server), logins, close: () => closeServer(server) });
}

/**
 * A loopback service that is no mail server (an SSH daemon, a database): it greets with its banner, as such a
 * service does, and reads whatever comes. A mailbox pointed at it must never show the banner to the user.
 */
export async function startBannerServer(banner: string): Promise<Closable & Witness> {
  const witness = newWitness();
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    witness.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.write(`${banner}\r\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(witness, {
    port: portOf(server),
    async close() {
      for (const socket of sockets) socket.destroy();
      await closeServer(server);
    },
  });
}

export type OAuthServer = Closable & {
  issuer: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** The account that signs in at the next authorization (its e-mail is its id). */
  signInAs(email: string): void;
  /** Whether an access token is one the server issued for this e-mail. */
  accepts(email: string, accessToken: string): Promise<boolean>;
};

/**
 * A real OAuth 2 / OpenID Connect server (oidc-provider) on loopback with one confidential client. Its sign-in and
 * consent are made by the test itself: the interaction URL grants at once, as the account set with signInAs. The
 * provider is made at the first request, so the client's redirect URI (`redirectUri()`) may be known only once the
 * app listens.
 */
export async function startOAuthServer(client: { clientId: string; clientSecret: string; redirectUri: () => string }): Promise<OAuthServer> {
  let account = 'nobody@example.test';
  const http = createHttpServer();
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${portOf(http)}`;
  let made: Provider | null = null;
  const providerOf = (): Provider =>
    (made ??= new Provider(issuer, {
      clients: [
        {
          client_id: client.clientId,
          client_secret: client.clientSecret,
          redirect_uris: [client.redirectUri()],
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      scopes: ['openid', 'email', 'offline_access'],
      claims: { email: ['email'] },
      findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => ({ sub: id, email: id }) }),
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      features: { devInteractions: { enabled: false } },
      // As Google does: the scope's claims (the e-mail) ride in the ID token.
      conformIdTokenClaims: false,
      ttl: { AccessToken: 3600, AuthorizationCode: 600, IdToken: 3600, RefreshToken: 86_400, Grant: 86_400, Interaction: 600, Session: 86_400 },
    }));
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const provider = providerOf();
    if (!req.url?.startsWith('/interaction/')) return void provider.callback()(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const grant = new provider.Grant({ accountId: account, clientId: client.clientId });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId: account }, consent: { grantId } }, { mergeWithLastSubmission: false });
    })().catch(() => {
      res.statusCode = 500;
      res.end('interaction failed');
    });
  });
  const userinfoUrl = `${issuer}/me`;
  return {
    port: portOf(http),
    issuer,
    authorizeUrl: `${issuer}/auth`,
    tokenUrl: `${issuer}/token`,
    userinfoUrl,
    signInAs(email) {
      account = email;
    },
    async accepts(email, accessToken) {
      const answer = await fetch(userinfoUrl, { headers: { authorization: `Bearer ${accessToken}` } });
      return answer.ok && ((await answer.json()) as { email?: string }).email === email;
    },
    close: () => {
      http.closeAllConnections();
      return closeServer(http as unknown as Server);
    },
  };
}
