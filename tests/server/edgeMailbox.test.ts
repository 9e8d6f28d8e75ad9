import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../sync-server/app.ts';
import type { InboxMessage } from '../../sync-server/mail/inboxRoutes.ts';
import { startServer, type RunningServer } from '../../sync-server/server.ts';
import type { LiveHub } from '../../sync-server/sync/liveHub.ts';
import { addDealer, addUser } from '../support/syncFixtures.ts';
import { blankPgliteImage } from '../support/testDatabases.ts';

let server: RunningServer;

beforeAll(async () => {
  // As `npm start` runs it: no SMTP_URL, no LOCAL_MAILBOX.
  server = await startServer({ port: 0, host: '127.0.0.1', seed: 'none', databaseImage: await blankPgliteImage(), log: false });
  await addDealer(server.deps.db, 'dealer-a');
  await addUser(server.deps.db, { email: 'seller@test.example', dealers: ['dealer-a'] });
});
afterAll(async () => {
  await server?.close();
});

describe('the local mailbox', () => {
  it('is off unless asked: the reset mail is kept, but not served, even to a loopback caller', async () => {
    const reset = await fetch(`${server.url}/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'seller@test.example' }),
    });
    expect(reset.status).toBe(200);
    expect(await server.deps.db.query('SELECT recipient FROM local_mail')).toEqual([{ recipient: 'seller@test.example' }]);

    const inbox = await fetch(`${server.url}/inbox/messages`);
    expect(inbox.status).toBe(404);
    expect(await inbox.json()).toEqual({ message: 'Not found.' });
    expect((await fetch(`${server.url}/inbox/messages/1/attachments/0`)).status).toBe(404);
  });

  it('once enabled (LOCAL_MAILBOX=1), shows the mail kept before to a loopback caller', async () => {
    const hub: LiveHub = { publish: () => undefined, publishUser: () => undefined, endUser: () => undefined, subscribe: () => () => undefined, close: () => Promise.resolve() };
    const app = createApp(server.deps, { store: server.store, hub }, { localMailbox: true });
    const response = await app.request('/inbox/messages', {}, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as { messages: InboxMessage[] };
    expect(messages.map((message) => [message.recipient, message.subject])).toEqual([['seller@test.example', 'Reset your password']]);
  });
});
