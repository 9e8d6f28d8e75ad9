import { beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { call, deskAccount, useMailboxWorld } from './support/mailboxWorld.ts';

type Answer = { status: number; message?: string };

/**
 * Issue 27, finding 2: an update with an empty password kept the stored one whatever the server, so a manager could
 * point a mailbox at a listener of theirs and receive its passwords. A server whose address, port, user name (or
 * incoming protocol) changes now needs its password again; the listener gets no connection.
 */
describe.each(testDatabases())('A mailbox moved to another server on $name', (database) => {
  const world = useMailboxWorld(database);
  beforeEach(() => world.reset());

  const createDesk = async (overrides: Record<string, unknown> = {}): Promise<number> => {
    const response = await call(world.app, world.people.manager, 'POST', '/mailbox/create', deskAccount(world, overrides));
    expect(response.status).toBe(200);
    return ((await response.json()) as { mailbox: { mailbox_id: number } }).mailbox.mailbox_id;
  };
  const update = async (id: number, overrides: Record<string, unknown>): Promise<Answer> => {
    const response = await call(world.app, world.people.manager, 'POST', `/mailbox/${id}/update`, deskAccount(world, overrides));
    const body = (await response.json()) as { message?: string };
    return { status: response.status, ...(body.message === undefined ? {} : { message: body.message }) };
  };
  const storedServers = async (id: number) => {
    const response = await call(world.app, world.people.manager, 'GET', `/mailbox/${id}`);
    const { mailbox } = (await response.json()) as { mailbox: Record<string, unknown> };
    const { incoming_protocol, address, port, username, smtp_address, smtp_port, smtp_username } = mailbox;
    return { incoming_protocol, address, port, username, smtp_address, smtp_port, smtp_username };
  };
  const listenerSaw = () => ({
    smtp: [world.listener.smtp.connections, world.listener.smtp.attempts],
    imap: [world.listener.imap.connections, world.listener.imap.attempts],
  });

  it('refuses to send the stored SMTP password to another SMTP server: the listener gets no connection and nothing changes', async () => {
    const id = await createDesk();
    const before = await storedServers(id);
    for (const change of [{ smtp_port: world.listener.smtp.port }, { smtp_address: 'localhost' }, { smtp_username: 'sales@dealer.test' }]) {
      expect([change, await update(id, { ...change, password: '', smtp_password: '' })]).toEqual([
        change,
        { status: 400, message: 'The SMTP server changed: please provide its password again.' },
      ]);
    }
    expect(listenerSaw()).toEqual({ smtp: [0, []], imap: [0, []] });
    expect(await storedServers(id)).toEqual(before);
    expect(world.smtp.received).toHaveLength(1);
  });

  it('refuses to send the stored incoming password to another server, protocol, port or user name', async () => {
    const id = await createDesk();
    const before = await storedServers(id);
    const changes = [
      { port: world.listener.imap.port },
      { address: 'localhost' },
      { username: 'sales@dealer.test' },
      { incoming_protocol: 'pop3', port: world.pop3.port },
    ];
    for (const change of changes) {
      // The SMTP password is given again: only the incoming one is missing.
      expect([change, await update(id, { ...change, password: '' })]).toEqual([
        change,
        { status: 400, message: 'The incoming server changed: please provide its password again.' },
      ]);
    }
    expect(listenerSaw()).toEqual({ smtp: [0, []], imap: [0, []] });
    expect([world.pop3.connections, world.pop3.attempts]).toEqual([0, []]);
    expect(await storedServers(id)).toEqual(before);
  });

  it('judges each server on its own: a new SMTP login with its password keeps the stored incoming password', async () => {
    const id = await createDesk();
    expect(await update(id, { smtp_username: 'sales@dealer.test', smtp_password: 'sales-password', password: '' })).toEqual({ status: 200 });
    expect(world.smtp.received.at(-1)).toMatchObject({ user: 'sales@dealer.test', to: ['desk@dealer.test'] });
    expect(world.imap.logins).toEqual(['desk@dealer.test LOGIN', 'desk@dealer.test LOGIN']);
    expect(await storedServers(id)).toMatchObject({ smtp_username: 'sales@dealer.test', username: 'desk@dealer.test' });
    // Both servers unchanged: both stored passwords are kept, as before.
    expect(await update(id, { smtp_username: 'sales@dealer.test', password: '', smtp_password: '' })).toEqual({ status: 200 });
    expect(world.smtp.received.at(-1)).toMatchObject({ user: 'sales@dealer.test' });
  });
});
