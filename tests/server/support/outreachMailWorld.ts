import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import type { OutreachMessage } from '../../../domain/outreach/outreachMessage.ts';
import { ROLE } from '../../../domain/session/roles.ts';
import { createApp } from '../../../sync-server/app.ts';
import type { AppEnv, AuthUser, ServerDeps } from '../../../sync-server/context.ts';
import type { Database } from '../../../sync-server/db/database.ts';
import { migrate } from '../../../sync-server/db/migrate.ts';
import type { EventStore } from '../../../sync-server/events/eventStore.ts';
import { SYSTEM_ACTOR } from '../../../sync-server/events/systemEvents.ts';
import { createMailPort } from '../../../sync-server/mail/createMailPort.ts';
import { createDealerMailboxes } from '../../../sync-server/mail/dealerMailboxes.ts';
import { createMailboxAccess } from '../../../sync-server/mailboxes/mailboxAccess.ts';
import { createMailboxSecrets } from '../../../sync-server/mailboxes/mailboxSecrets.ts';
import { createOwnMailboxes } from '../../../sync-server/mailboxes/ownMailboxes.ts';
import { createMiningEventStore } from '../../../sync-server/opportunities/createMiningEventStore.ts';
import { createMailPolling, type MailPolling } from '../../../sync-server/outreach/mail/mailPolling.ts';
import { createOutreachMailSender, type OutreachMailSender } from '../../../sync-server/outreach/mail/sendOutreachMail.ts';
import { createMessageReceiver } from '../../../sync-server/outreach/receiveMessage.ts';
import { createLiveHub, type LiveHub } from '../../../sync-server/sync/liveHub.ts';
import { customerRecord } from '../../support/dmsRecords.ts';
import { startImapServer, type LoopbackImap } from '../../support/imapServer.ts';
import { startSmtpServer } from '../../support/mailboxServers.ts';
import { addDealer, addUser, resetTables, signer } from '../../support/syncFixtures.ts';
import type { OpenedTestDatabase, TestDatabase } from '../../support/testDatabases.ts';
import { call, DEALER } from './mailboxWorld.ts';

export const DESK = 'desk@dealer.test';
export const DESK_PASSWORD = 'right-password';
/** Customer C1 Dana Tremblay, whose salesperson is the world's seller. */
export const DANA = 'dana@example.com';

export type OutreachMailPeople = { manager: AuthUser; seller: AuthUser; colleague: AuthUser };

/**
 * The app as the server composes it for outreach e-mail: the dealers' own mailboxes, the sender after each push, the
 * message receiver and the IMAP poll, over a test database, beside a real SMTP server (smtp-server) and a real IMAP
 * server (hoodiecrow-imap) on loopback that know the desk's account. No server-wide mail: a dealer has a mailbox only
 * when it has one of its own. The poll never runs by itself: the tests call pollNow().
 */
export type OutreachMailWorld = {
  db: Database;
  store: EventStore;
  app: Hono<AppEnv>;
  sender: OutreachMailSender;
  polling: MailPolling;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  /** The SMTP server's accounts: change a password to make its login fail. */
  smtpAccounts: Record<string, string>;
  imap: LoopbackImap;
  /** Lets the dealer's mailbox reach an SMTP server a test started on loopback. */
  allowSmtpPort(port: number): void;
  people: OutreachMailPeople;
  reset(): Promise<void>;
};

export function useOutreachMailWorld(database: TestDatabase): OutreachMailWorld {
  const world = {} as OutreachMailWorld;
  let opened: OpenedTestDatabase;
  let hub: LiveHub;
  beforeAll(async () => {
    opened = await database.open();
    const db = opened.db;
    await migrate(db);
    hub = await createLiveHub(db, opened.url);
    const smtpAccounts = { [DESK]: DESK_PASSWORD };
    const smtp = await startSmtpServer({ accounts: smtpAccounts });
    const imap = await startImapServer({ accounts: { [DESK]: DESK_PASSWORD } });
    // Private hosts allowed (MAILBOX_PRIVATE_HOSTS=allow) on the loopback servers' ports, and those a test adds.
    const smtpPorts = [smtp.port];
    const access = createMailboxAccess(db, createMailboxSecrets(db, {}), {}, { privateHosts: true, smtpPorts, incomingPorts: [imap.port] });
    const mail = createMailPort(db);
    const mailboxes = createDealerMailboxes(createOwnMailboxes(db, access));
    const sender = createOutreachMailSender(db, mailboxes);
    const store = createMiningEventStore(db, hub.publish, [sender.afterPush]);
    const polling = createMailPolling(db, store, access, createMessageReceiver(db, store, hub.publishUser), sender);
    const deps: ServerDeps = { db, signer, mail, mailboxes, publicUrl: 'http://backoffice.test', poke: hub.publish, alerted: hub.publishUser };
    Object.assign(world, {
      db,
      store,
      sender,
      polling,
      smtp,
      smtpAccounts,
      imap,
      allowSmtpPort: (port: number) => smtpPorts.push(port),
      app: createApp(deps, { store, hub }, { mailboxAccess: access }),
      async reset() {
        await sender.idle();
        await resetTables(db);
        await db.query('TRUNCATE mailboxes, mailbox_users, alerts, outreach_mail, outreach_mail_polls RESTART IDENTITY CASCADE');
        smtp.received.length = 0;
        smtpAccounts[DESK] = DESK_PASSWORD;
        imap.setPassword(DESK, DESK_PASSWORD);
        await addDealer(db, DEALER);
        const manager = await addUser(db, { email: 'manager@dealer.test', dealers: [DEALER], role: ROLE.salesManager });
        const seller = await addUser(db, { email: 'seller@dealer.test', dealers: [DEALER], role: ROLE.salesperson });
        const colleague = await addUser(db, { email: 'colleague@dealer.test', dealers: [DEALER], role: ROLE.salesperson });
        world.people = { manager, seller, colleague };
        const contact = { home: '', cell: '5195550100', work: '', email: DANA, can_call: 1, can_mail: 1, can_email: 1 };
        await store.appendSystem([
          {
            id: randomUUID(),
            type: 'customer.imported',
            dealer: DEALER,
            actor: SYSTEM_ACTOR,
            time: new Date().toISOString(),
            payload: customerRecord('C1', 'Tremblay', { contact, user_id: seller.id }),
          },
        ]);
      },
    });
  }, 90_000);
  afterAll(async () => {
    await world.polling?.stop();
    await world.sender?.idle();
    await world.smtp?.close();
    await world.imap?.close();
    await hub?.close();
    await opened?.close();
  });
  return world;
}

/**
 * Connects the desk's POP3/SMTP account (IMAP incoming) to the dealer as the manager does it, for these users (every
 * person of the world when not given); answers its id.
 */
export async function connectDesk(world: OutreachMailWorld, mailboxUsers?: AuthUser[]): Promise<number> {
  const response = await call(world.app, world.people.manager, 'POST', '/mailbox/create', {
    mailbox_type_id: 3,
    name: 'Front Desk',
    email: DESK,
    incoming_protocol: 'imap',
    address: '127.0.0.1',
    port: world.imap.port,
    username: DESK,
    password: DESK_PASSWORD,
    smtp_address: '127.0.0.1',
    smtp_port: world.smtp.port,
    smtp_username: DESK,
    smtp_password: DESK_PASSWORD,
  });
  if (response.status !== 200) throw new Error(`The mailbox was refused: ${await response.text()}`);
  // The connection check mailed the desk itself: the tests look at what outreach sends.
  world.smtp.received.length = 0;
  const id = ((await response.json()) as { mailbox: { mailbox_id: number } }).mailbox.mailbox_id;
  const { manager, seller, colleague } = world.people;
  const users = await call(world.app, manager, 'POST', `/mailbox/${id}/users/update`, { users: (mailboxUsers ?? [manager, seller, colleague]).map((user) => user.id) });
  if (users.status !== 200) throw new Error(`The mailbox's users were refused: ${await users.text()}`);
  return id;
}

/** The dealer's outreach messages as the activities projection holds them, oldest first. */
export async function storedMessages(world: OutreachMailWorld): Promise<OutreachMessage[]> {
  const rows = await world.db.query<{ doc: OutreachMessage }>(
    "SELECT doc FROM activities WHERE dealer = $1 AND id LIKE 'msg:%' ORDER BY seq",
    [DEALER],
  );
  return rows.map((row) => row.doc);
}

/** The alerts raised, oldest first. */
export async function raisedAlerts(world: OutreachMailWorld) {
  return world.db.query<{ user_id: number; type: string; title: string; message: string; url: string }>(
    'SELECT user_id, type, title, message, url FROM alerts ORDER BY id',
  );
}
