import { createTokenSigner } from './auth/tokenSigner.ts';
import { loadSigningSecret } from './auth/secret.ts';
import { createApp } from './app.ts';
import { createStripeCheckout, stripeSettingsFromEnv, type StripeSettings } from './billing/cardCheckout.ts';
import type { RequestLimits } from './http/requestLimits.ts';
import type { Hono } from 'hono';
import type { AppEnv, ServerDeps } from './context.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createMiningEventStore } from './opportunities/createMiningEventStore.ts';
import type { EventStore } from './events/eventStore.ts';
import { listenHttp } from './listenHttp.ts';
import { createMailPort } from './mail/createMailPort.ts';
import { createDealerMailboxes } from './mail/dealerMailboxes.ts';
import { createMailboxAccess } from './mailboxes/mailboxAccess.ts';
import { mailboxNetworkFromEnv, type MailboxNetwork } from './mailboxes/mailboxNetwork.ts';
import { createMailboxSecrets } from './mailboxes/mailboxSecrets.ts';
import { oauthProvidersFromEnv } from './mailboxes/oauthProviders.ts';
import { createOwnMailboxes } from './mailboxes/ownMailboxes.ts';
import { confirmAfterPush } from './calendar/confirmAfterPush.ts';
import { alertsAfterPush } from './alerts/alertsAfterPush.ts';
import { createBackgroundMining } from './settings/backgroundMining.ts';
import { settingsAfterPush } from './settings/settingsAfterPush.ts';
import { startDailyMining } from './opportunities/dailyMining.ts';
import { isSeeded, seedDemo } from './seed/demo.ts';
import { createLiveHub, type LiveHub } from './sync/liveHub.ts';
import { createDealerLists } from './lists/dealerLists.ts';
import { createMailPolling, pollIntervalFromEnv } from './outreach/mail/mailPolling.ts';
import { createOutreachMailSender } from './outreach/mail/sendOutreachMail.ts';
import { createMessageReceiver } from './outreach/receiveMessage.ts';
import { createTextDelivery } from './outreach/texts/textDelivery.ts';
import { textingDealers } from './outreach/texts/smsProvider.ts';
import { createTwilioProvider, twilioSettingsFromEnv, type TwilioSettings } from './outreach/texts/twilioProvider.ts';
import { loggableError } from './http/loggableError.ts';
import { loggablePath } from './http/loggablePath.ts';

export type ServerOptions = {
  /** 0 takes a free port. */
  port: number;
  host?: string;
  /** The PGlite folder; none keeps the database in memory. Ignored when databaseUrl is set. */
  dataDir?: string;
  /** An in-memory database starts as a copy of this dumped PGlite folder (the browser tests' seeded demo). */
  databaseImage?: Blob;
  /** A PostgreSQL connection string: use that server instead of PGlite. */
  databaseUrl?: string;
  /** The app's base URL for links in e-mails; defaults to the URL the server listens on. */
  publicUrl?: string;
  smtpUrl?: string;
  seed?: 'demo' | 'none';
  /** Log each request with its status and time. */
  log?: boolean;
  /** Serve the local mailbox (GET /inbox/messages) to loopback callers: LOCAL_MAILBOX=1. Off unless asked. */
  localMailbox?: boolean;
  /** Per-address limits of sign-in, password reset and mail; each defaults to DEFAULT_REQUEST_LIMITS. */
  requestLimits?: Partial<RequestLimits>;
  /** Where the support form's requests are mailed: SUPPORT_EMAIL (support@localhost when unset). */
  supportEmail?: string;
  /** Read the list rows of the busiest dealers into memory right after start (npm start does). */
  warmLists?: boolean;
  /** The card payment provider behind ADD FUNDS; read from STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE when not given. */
  stripe?: StripeSettings | null;
  /** The SMS provider of texts; read from TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_NUMBERS, TWILIO_API_BASE when not given. */
  twilio?: TwilioSettings | null;
  /** How often the dealers' lead mailboxes are polled for replies: OUTREACH_POLL_MS (60000) when not given. */
  outreachPollMs?: number;
  /** Where the dealers' POP3/SMTP mailboxes may connect: MAILBOX_PRIVATE_HOSTS, MAILBOX_SMTP_PORTS, MAILBOX_INCOMING_PORTS when not given. */
  mailboxNetwork?: MailboxNetwork;
};

/** The outreach e-mail's background work: a poll of the mailboxes now, and the sends under way settled (tests). */
export type OutreachMailControl = { pollNow(): Promise<void>; idle(): Promise<void> };

export type RunningServer = { url: string; port: number; deps: ServerDeps; store: EventStore; outreachMail: OutreachMailControl; close(): Promise<void> };

/** Opens and migrates the database, seeds the demo data on first start if asked, and serves the app. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const db = await openDatabase({ url: options.databaseUrl, dataDir: options.dataDir, image: options.databaseImage });
  let hub: LiveHub | undefined;
  try {
    await migrate(db);
    hub = await createLiveHub(db, options.databaseUrl);
    return await serveApp(db, hub, options);
  } catch (error) {
    await hub?.close();
    await db.close();
    throw error;
  }
}

async function serveApp(db: Database, hub: LiveHub, options: ServerOptions): Promise<RunningServer> {
  const mail = createMailPort(db, options.smtpUrl);
  const mailboxAccess = createMailboxAccess(db, createMailboxSecrets(db), oauthProvidersFromEnv(), options.mailboxNetwork ?? mailboxNetworkFromEnv());
  const mailboxes = createDealerMailboxes(createOwnMailboxes(db, mailboxAccess));
  const backgroundMining = createBackgroundMining(db);
  const outreachMail = createOutreachMailSender(db, mailboxes);
  const twilioSettings = options.twilio === undefined ? twilioSettingsFromEnv(process.env) : options.twilio;
  const smsProvider = twilioSettings ? createTwilioProvider(twilioSettings) : null;
  const texts = createTextDelivery(db, smsProvider, () => deps.publicUrl);
  const store = createMiningEventStore(db, hub.publish, [
    confirmAfterPush(db, mailboxes),
    alertsAfterPush(db, hub.publishUser),
    settingsAfterPush(db, backgroundMining),
    outreachMail.afterPush,
    texts.afterPush,
  ]);
  if (options.seed === 'demo' && !(await isSeeded(db))) await seedDemo(db, store);
  const deps: ServerDeps = {
    db,
    signer: createTokenSigner(await loadSigningSecret(db)),
    mail,
    mailboxes,
    textDealers: textingDealers(smsProvider),
    publicUrl: options.publicUrl ?? '',
    poke: hub.publish,
    alerted: hub.publishUser,
  };
  const lists = createDealerLists(db);
  const stripe = options.stripe === undefined ? stripeSettingsFromEnv(process.env) : options.stripe;
  const cardCheckout = stripe ? createStripeCheckout(stripe) : null;
  const messageReceiver = createMessageReceiver(db, store, hub.publishUser);
  let draining = false;
  const app = createApp(deps, { store, hub }, {
    localMailbox: options.localMailbox,
    requestLimits: options.requestLimits,
    lists,
    supportEmail: options.supportEmail,
    cardCheckout,
    mailboxAccess,
    texts,
    messageReceiver,
    draining: () => draining,
  });
  const listener = await listenHttp(options.log ? withRequestLog(app.fetch) : app.fetch, { port: options.port, host: options.host });
  if (!options.publicUrl) deps.publicUrl = listener.url;
  const dailyMining = startDailyMining(db, store);
  const mailPolling = createMailPolling(db, store, mailboxAccess, messageReceiver, outreachMail);
  mailPolling.start(options.outreachPollMs ?? pollIntervalFromEnv());
  if (options.warmLists) void lists.warm().catch((error: unknown) => console.error(`warming the lists failed: ${loggableError(error)}`));
  return {
    url: listener.url,
    port: listener.port,
    deps,
    store,
    outreachMail: { pollNow: mailPolling.pollNow, idle: outreachMail.idle },
    /** Stops accepting, answers what reaches it meanwhile (health says draining), closes the connections, then the database. */
    async close() {
      draining = true;
      // A mining run in progress ends after its dealer (seconds at scale): the listener stops accepting meanwhile.
      const miningStopped = dailyMining.stop();
      await listener.close();
      await miningStopped;
      await mailPolling.stop();
      await outreachMail.idle();
      await texts.idle();
      await backgroundMining.idle();
      await hub.close();
      await db.close();
    },
  };
}

type Fetch = Hono<AppEnv>['fetch'];

/** The request log of `npm start`: each request's method, path (loggablePath: no query, no credential), status and time. */
function withRequestLog(fetch: Fetch): Fetch {
  return async (request, env, context) => {
    const started = performance.now();
    const response = await fetch(request, env, context);
    const ms = Math.round(performance.now() - started);
    console.log(`${request.method} ${loggablePath(new URL(request.url).pathname)} ${response.status} ${ms} ms`);
    return response;
  };
}
