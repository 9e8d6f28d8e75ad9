import { customerRecord } from '../../support/dmsRecords.ts';
import { startImapServer, type LoopbackImap } from '../../support/imapServer.ts';
import { startSmtpServer, type ReceivedMail } from '../../support/mailboxServers.ts';
import { addDealer } from '../../support/syncFixtures.ts';
import { startTwilioLoopback, TEST_TWILIO_ACCOUNT_SID, TEST_TWILIO_AUTH_TOKEN, type TwilioLoopback } from '../../support/twilioLoopback.ts';
import { addUser, PASSWORD, systemEvent } from '../../worker/workerFixtures.ts';
import { startBrowserApp, type BrowserApp } from './browserApp.ts';

/** The dealer's token; the STOP answer names the dealer by its name, which the fixture makes of the token. */
export const DEALER_TOKEN = 'grand-river';
export const DEALER_NAME = `Dealer ${DEALER_TOKEN}`;
/** The dealer's Twilio number (TWILIO_NUMBERS). */
export const DEALER_NUMBER = '+15195550000';
/** The dealer's own mailbox account, known to the loopback SMTP and IMAP servers. */
export const DESK = 'desk@grandriver.test';
export const DESK_PASSWORD = 'desk-password';
/** A sales manager (who may connect a mailbox) who is also the customer's salesperson (who gets the alerts). */
export const MANAGER_EMAIL = 'manager@grandriver.test';
export { PASSWORD };
/** Dana Tremblay: an e-mail and a cell on file, opted in to texts (can_mail 1), not to e-mail (can_email 0). */
export const CUSTOMER = { id: 'C1', name: 'Dana Tremblay', email: 'dana@example.com', cell: '519-555-0100', e164: '+15195550100' } as const;

/**
 * The browser app of the outreach delivery tests (docs/outreach.md "E-mail delivery", "Text delivery"): a server with
 * no demo data and no server-wide mail, its SMS provider Twilio pointed at a loopback imitation (the environment's
 * TWILIO_* settings, read at start; PUBLIC_URL the app's own address, where the loopback posts the signed webhooks),
 * the IMAP poll left to the tests (pollNow), and loopback SMTP and IMAP servers for the dealer's mailbox. One dealer,
 * its sales manager and one customer of theirs.
 */
export type OutreachDeliveryWorld = {
  app: BrowserApp;
  smtp: { port: number; received: ReceivedMail[] };
  imap: LoopbackImap;
  twilio: TwilioLoopback;
  close(): Promise<void>;
};

const SERVER_ENV = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_NUMBERS', 'TWILIO_API_BASE', 'OUTREACH_POLL_MS'] as const;

/** Sets the server's environment while `start` runs (the server reads it at start), then puts it back. */
async function withServerEnv<T>(env: Record<(typeof SERVER_ENV)[number], string>, start: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(SERVER_ENV.map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    return await start();
  } finally {
    for (const name of SERVER_ENV) {
      if (before[name] === undefined) delete process.env[name];
      else process.env[name] = before[name];
    }
  }
}

export async function startOutreachDeliveryWorld(): Promise<OutreachDeliveryWorld> {
  const smtp = await startSmtpServer({ accounts: { [DESK]: DESK_PASSWORD } });
  const imap = await startImapServer({ accounts: { [DESK]: DESK_PASSWORD } });
  const twilio = await startTwilioLoopback((url, fields, signature) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature }, body: new URLSearchParams(fields) }),
  );
  const app = await withServerEnv(
    {
      TWILIO_ACCOUNT_SID: TEST_TWILIO_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: TEST_TWILIO_AUTH_TOKEN,
      TWILIO_NUMBERS: JSON.stringify({ [DEALER_TOKEN]: DEALER_NUMBER }),
      TWILIO_API_BASE: twilio.apiBase,
      // An hour: no poll of its own while the tests run; they call pollNow().
      OUTREACH_POLL_MS: String(3_600_000),
    },
    () =>
      startBrowserApp({
        seed: 'none',
        localMailbox: false,
        // The dealer's mailbox is on the loopback servers: private hosts allowed (MAILBOX_PRIVATE_HOSTS=allow) on their ports.
        mailboxNetwork: { privateHosts: true, smtpPorts: [smtp.port], incomingPorts: [imap.port] },
      }),
  );
  const { db } = app.server.deps;
  await addDealer(db, DEALER_TOKEN);
  const [dealer] = await db.query<{ id: number }>('SELECT id FROM dealers WHERE token = $1', [DEALER_TOKEN]);
  const managerId = await addUser(app.server, MANAGER_EMAIL, [{ id: dealer!.id, token: DEALER_TOKEN }]);
  const contact = { home: '', cell: CUSTOMER.cell, work: '', email: CUSTOMER.email, can_call: 1, can_mail: 1, can_email: 0 };
  await app.server.store.appendSystem([systemEvent(DEALER_TOKEN, 'customer.imported', customerRecord(CUSTOMER.id, 'Tremblay', { contact, user_id: managerId }))]);
  return {
    app,
    smtp,
    imap,
    twilio,
    async close() {
      await app.close();
      await twilio.close();
      await imap.close();
      await smtp.close();
    },
  };
}
