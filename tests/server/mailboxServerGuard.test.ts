import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSendingMailboxes } from '../../sync-server/mailboxes/mailboxRecords.ts';
import { pop3Login } from '../../sync-server/mailboxes/pop3Login.ts';
import type { MessageReceiver } from '../../sync-server/outreach/receiveMessage.ts';
import { pollMailbox } from '../../sync-server/outreach/mail/pollMailbox.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { call, DEALER, deskAccount, useMailboxWorld } from './support/mailboxWorld.ts';

type Answer = { status: number; message?: string };

const NOT_PUBLIC = (server: string) => `The ${server} server's address is not allowed: a mailbox's servers must be on the public internet.`;

/**
 * Issue 27, finding 3: the test on save reached any host and port and answered the far side's words (a port scanner
 * and a banner grabber). A mailbox's servers are now public hosts on mail ports, reached at the address checked,
 * and a failure answers the step in our words (the detail is logged); no credential field holds a control character.
 */
describe.each(testDatabases())('The servers a mailbox may reach on $name', (database) => {
  const world = useMailboxWorld(database);
  beforeEach(() => world.reset());
  afterEach(() => vi.restoreAllMocks());

  const create = async (app: typeof world.app, overrides: Record<string, unknown>): Promise<Answer> => {
    const response = await call(app, world.people.manager, 'POST', '/mailbox/create', deskAccount(world, overrides));
    const body = (await response.json()) as { message?: string };
    return { status: response.status, ...(body.message === undefined ? {} : { message: body.message }) };
  };
  const connections = () => [world.smtp, world.imap, world.pop3, world.listener.smtp, world.listener.imap, world.banner].map((server) => server.connections);
  const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it('refuses loopback, private, link-local, metadata and reserved addresses without connecting unless private hosts are allowed', async () => {
    quiet();
    const addresses = ['127.0.0.1', 'localhost', '::1', '::ffff:127.0.0.1', '0.0.0.0', '10.0.0.1', '172.16.5.4', '192.168.1.10', '169.254.169.254', '100.64.0.1', '224.0.0.1', 'fe80::1', 'fd00::1'];
    for (const address of addresses) {
      const answer = await create(world.guarded.app, { smtp_address: address, smtp_port: world.banner.port, address, port: world.banner.port });
      expect([address, answer]).toEqual([address, { status: 400, message: NOT_PUBLIC('SMTP') }]);
    }
    expect(connections()).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await world.db.query('SELECT id FROM mailboxes')).toEqual([]);
    // The same servers with private hosts allowed (MAILBOX_PRIVATE_HOSTS=allow): the loopback desk is tested and saved.
    expect(await create(world.app, {})).toEqual({ status: 200 });
  });

  it('connects only to the mail ports, even to a host it may reach', async () => {
    quiet();
    expect(await create(world.app, { smtp_port: 5432 })).toEqual({
      status: 400,
      message: `The SMTP server's port 5432 is not allowed: use one of ${world.smtp.port}, ${world.listener.smtp.port}, ${world.banner.port}.`,
    });
    expect(await create(world.guarded.app, { smtp_port: 587, port: 22 })).toEqual({
      status: 400,
      message: `The IMAP server's port 22 is not allowed: use one of 110, 995, 143, 993, ${world.banner.port}.`,
    });
    expect(connections()).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('answers a failure in its own words, never the far side’s, and logs the detail', async () => {
    const log = quiet();
    const smtp = await create(world.app, { smtp_port: world.banner.port });
    expect(smtp).toEqual({ status: 400, message: 'Signing in to the SMTP server failed: the server gave an unexpected answer.' });
    const pop3 = await create(world.app, { incoming_protocol: 'pop3', port: world.banner.port });
    expect(pop3).toEqual({ status: 400, message: 'Signing in to the POP3 server failed: the server gave an unexpected answer.' });
    const unknown = await create(world.app, { smtp_address: 'smtp.invalid' });
    expect(unknown).toEqual({ status: 400, message: 'Signing in to the SMTP server failed: the server could not be reached.' });
    expect(world.banner.connections).toBe(2);
    const lines = log.mock.calls.map((line) => line.join(' ')).join('\n');
    expect(lines).toContain(`SMTP server 127.0.0.1:${world.banner.port}`);
    expect(lines).toContain('SSH-2.0-OpenSSH_9.6p1');
    expect(lines).not.toContain('right-password');
  });

  it('keeps a stored mailbox on a private host from sending or being polled once private hosts are not allowed', async () => {
    quiet();
    expect(await create(world.app, {})).toEqual({ status: 200 });
    // As stored before the guard: loopback, on ports the guarded server allows (the banner server's).
    await world.db.query('UPDATE mailboxes SET port = $1, smtp_port = $1', [world.banner.port]);
    const before = connections();
    const [record] = await loadSendingMailboxes(world.db, [DEALER]);
    const sender = (await world.guarded.mailboxes.senderFor(DEALER, world.people.manager.id)).port;
    await expect(sender!.send({ to: 'customer@example.test', subject: 'Your appointment', text: 'See you soon.' })).rejects.toThrow(NOT_PUBLIC('SMTP'));
    await expect(pollMailbox(world.db, world.guarded.access, {} as MessageReceiver, record!)).rejects.toThrow(NOT_PUBLIC('IMAP'));
    expect(connections()).toEqual(before);
  });

  it('refuses control characters in every server address, user name and password', async () => {
    const fields: [string, string, string][] = [
      ['username', 'desk@dealer.test\r\nDELE 1', 'The user name cannot hold line breaks, tabs or other control characters.'],
      ['password', 'right-password\r\nDELE 1', 'The password cannot hold line breaks, tabs or other control characters.'],
      ['address', '127.0.0.1\nRCPT TO:<x@example.test>', 'The server address cannot hold line breaks, tabs or other control characters.'],
      ['smtp_username', 'desk@dealer.test\tx', 'The user name cannot hold line breaks, tabs or other control characters.'],
      ['smtp_password', 'right\u007fpassword', 'The password cannot hold line breaks, tabs or other control characters.'],
      ['smtp_address', '127.0.\u00010.1', 'The server address cannot hold line breaks, tabs or other control characters.'],
    ];
    for (const [field, value, message] of fields) {
      expect([field, await create(world.app, { incoming_protocol: 'pop3', port: world.pop3.port, [field]: value })]).toEqual([field, { status: 400, message }]);
    }
    expect((await create(world.app, { incoming_protocol: 'pop3', port: world.pop3.port, password: 'right\u0000password' })).status).toBe(400);
    expect(connections()).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('never sends a POP3 user name or password with a line break, even one stored before the rule', async () => {
    const login = { host: '127.0.0.1', port: world.pop3.port, pass: 'right-password' };
    await expect(pop3Login({ ...login, user: 'desk@dealer.test\r\nDELE 1' })).rejects.toThrow('A POP3 user name or password cannot hold control characters.');
    await expect(pop3Login({ ...login, user: 'desk@dealer.test', pass: 'right-password\nQUIT' })).rejects.toThrow('A POP3 user name or password cannot hold control characters.');
    expect([world.pop3.connections, world.pop3.attempts]).toEqual([0, []]);
  });
});
