import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { API_ONLY_PREFIXES, isFilePath, underPrefix } from '../domain/http/apiPaths.ts';
import { accountRoutes } from './accounts/routes.ts';
import { alertRoutes } from './alerts/alertRoutes.ts';
import { authRoutes } from './auth/routes.ts';
import { billingRoutes } from './billing/billingRoutes.ts';
import type { CardCheckout } from './billing/cardCheckout.ts';
import { appointmentRoutes } from './calendar/appointmentRoutes.ts';
import type { AppEnv, ServerDeps } from './context.ts';
import { customerRoutes } from './customers/customerRoutes.ts';
import { optInRoutes } from './customers/optInRoutes.ts';
import { prospectRoutes } from './customers/prospectRoutes.ts';
import { dealEditRoutes } from './deal/dealEditRoutes.ts';
import { dealRoutes } from './deal/dealRoutes.ts';
import { databaseRateCounts } from './http/rateCounts.ts';
import { guardEdge } from './http/guardEdge.ts';
import { healthCheck } from './http/healthCheck.ts';
import type { RequestLimits } from './http/requestLimits.ts';
import { loggableError } from './http/loggableError.ts';
import { loggablePath } from './http/loggablePath.ts';
import { inventoryRoutes } from './inventory/inventoryRoutes.ts';
import { leadIntakeRoutes } from './leads/leadIntakeRoutes.ts';
import { leadRoutes } from './leads/leadRoutes.ts';
import { createDealerLists, type DealerLists } from './lists/dealerLists.ts';
import { opportunityRoutes } from './lists/opportunityRoutes.ts';
import { customerListRoutes } from './lists/customerListRoutes.ts';
import { soldRoutes } from './lists/soldRoutes.ts';
import { inboxRoutes } from './mail/inboxRoutes.ts';
import { createMailboxAccess, type MailboxAccess } from './mailboxes/mailboxAccess.ts';
import { mailboxRoutes } from './mailboxes/mailboxRoutes.ts';
import { createMailboxSecrets } from './mailboxes/mailboxSecrets.ts';
import { oauthProvidersFromEnv } from './mailboxes/oauthProviders.ts';
import { printRoutes } from './print/routes.ts';
import { searchRoutes } from './search/searchRoutes.ts';
import { serviceRoutes } from './service/serviceRoutes.ts';
import { shareRoutes } from './share/routes.ts';
import { createMessageReceiver, type MessageReceiver } from './outreach/receiveMessage.ts';
import type { TextDelivery } from './outreach/texts/textDelivery.ts';
import { textWebhookRoutes } from './outreach/texts/textWebhookRoutes.ts';
import { DEFAULT_SUPPORT_EMAIL, supportRoutes } from './support/supportRoutes.ts';
import { syncRoutes, type SyncDeps } from './sync/routes.ts';
import { userRoutes } from './users/userRoutes.ts';
import { templateRoutes } from './templates/templateRoutes.ts';
import { settingsRoutes } from './settings/settingsRoutes.ts';

/** The built client: dist/, or CLIENT_DIST_DIR when set (parallel test runs each build and serve their own). */
const DIST_DIR = process.env.CLIENT_DIST_DIR ?? fileURLToPath(new URL('../dist/', import.meta.url));

/** How the edge behaves beyond the routes: rate limits per address, and whether the local mailbox answers. */
export type AppOptions = {
  requestLimits?: Partial<RequestLimits> | undefined;
  /** GET /inbox/messages (the mail kept while SMTP is unset) answers loopback callers; otherwise 404. */
  localMailbox?: boolean | undefined;
  /** The in-memory rows of the list endpoints (made here when not given). */
  lists?: DealerLists | undefined;
  /** Where the support form's requests are mailed (SUPPORT_EMAIL); DEFAULT_SUPPORT_EMAIL when not given. */
  supportEmail?: string | undefined;
  /** The card checkout behind ADD FUNDS (Stripe when STRIPE_SECRET_KEY is set); none turns ADD FUNDS off. */
  cardCheckout?: CardCheckout | null | undefined;
  /** The dealers' own mailboxes (secrets, OAuth providers); made from the environment when not given. */
  mailboxAccess?: MailboxAccess | undefined;
  /** The texts' delivery (its SMS provider, when one is configured) behind the provider's webhooks; none answers them 503. */
  texts?: TextDelivery | null | undefined;
  /**
   * The one receiver of inbound texts and e-mails (its one-lead-at-a-time queue per dealer is shared by the webhooks
   * and the mailbox poll); a new one when not given.
   */
  messageReceiver?: MessageReceiver | undefined;
  /** True once the server has begun to close: GET /health answers 503 so a load balancer stops sending. */
  draining?: (() => boolean) | undefined;
};

export const SERVER_ERROR_MESSAGE = 'Something went wrong on the server.';
export const NOT_FOUND_MESSAGE = 'Not found.';


/**
 * A browser navigating to one of the app's routes: the client's history-API routes share paths with the
 * dealer API (/customers is a screen and a list endpoint), so the shell goes to page requests (GET, accepting
 * HTML, no Authorization header, no ?link= token of an export opened in a new tab, not a file).
 */
function isPageRequest(c: Context): boolean {
  return (
    c.req.method === 'GET' &&
    (c.req.header('accept') ?? '').includes('text/html') &&
    !c.req.header('authorization') &&
    c.req.query('link') === undefined &&
    !isFilePath(c.req.path) &&
    !underPrefix(c.req.path, API_ONLY_PREFIXES)
  );
}

/** Serves the built client from dist/: its files, and index.html for page requests. */
function clientRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Files under /assets/ are named by their content's hash, so they never change; the rest (sw.js) may.
  const files = serveStatic<AppEnv>({
    root: DIST_DIR,
    onFound: (_path, c) => {
      c.header('Cache-Control', c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // A fixed path: serveStatic refuses request paths holding '%', and deal routes carry encoded ids (equity%3AV1).
  const shell = serveStatic<AppEnv>({
    root: DIST_DIR,
    path: 'index.html',
    onFound: (_path, c) => {
      c.header('Cache-Control', 'no-cache');
    },
  });
  app.use('*', async (c, next) => {
    if (isPageRequest(c)) return shell(c, next);
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && isFilePath(c.req.path)) return files(c, next);
    await next();
  });
  return app;
}

/**
 * The whole HTTP surface: health, auth, sync, the accounts and dealer API, the local inbox when enabled, and the
 * built client with history-API fallback, behind the edge's guards (security headers, body size and rate
 * limits). Unknown API paths answer a JSON 404; an unexpected error answers 500 and is logged without the
 * request's data.
 */
export function createApp(deps: ServerDeps, sync: SyncDeps, options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.onError((error, c) => {
    console.error(`${c.req.method} ${loggablePath(c.req.path)} failed: ${loggableError(error)}`);
    return c.json({ message: SERVER_ERROR_MESSAGE }, 500);
  });
  app.notFound((c) => c.json({ message: NOT_FOUND_MESSAGE }, 404));
  guardEdge(app, databaseRateCounts(deps.db), options.requestLimits);

  app.get('/health', healthCheck(deps.db, options.draining));
  if (existsSync(DIST_DIR)) app.route('/', clientRoutes());
  app.route('/auth', authRoutes(deps));
  app.route('/sync', syncRoutes(deps, sync));
  app.route('/', accountRoutes(deps));
  if (options.localMailbox) app.route('/', inboxRoutes(deps));
  const lists = options.lists ?? createDealerLists(deps.db);
  app.route('/', opportunityRoutes(deps, lists));
  app.route('/', soldRoutes(deps, lists));
  app.route('/', customerListRoutes(deps, lists));
  app.route('/', printRoutes(deps, lists));
  app.route('/', shareRoutes(deps));
  app.route('/', supportRoutes(deps, options.supportEmail ?? DEFAULT_SUPPORT_EMAIL));
  app.route('/', serviceRoutes(deps));
  app.route('/', dealRoutes(deps));
  app.route('/', inventoryRoutes(deps, lists));
  app.route('/', dealEditRoutes(deps, sync.store));
  app.route('/', customerRoutes(deps, sync.store));
  app.route('/', optInRoutes(deps, sync.store));
  app.route('/', prospectRoutes(deps, sync.store));
  app.route('/', appointmentRoutes(deps, sync.store));
  app.route('/', leadIntakeRoutes(deps, sync.store));
  app.route('/', leadRoutes(deps, lists));
  app.route('/', searchRoutes(deps, lists));
  app.route('/', alertRoutes(deps));
  app.route('/', mailboxRoutes(deps, sync.store, options.mailboxAccess ?? createMailboxAccess(deps.db, createMailboxSecrets(deps.db), oauthProvidersFromEnv())));
  app.route('/', userRoutes(deps, sync));
  app.route('/', templateRoutes(deps, sync.store));
  app.route('/', settingsRoutes(deps, sync.store));
  app.route('/', billingRoutes(deps, sync.store, options.cardCheckout ?? null));
  app.route('/', textWebhookRoutes(deps, sync.store, options.texts ?? null, options.messageReceiver ?? createMessageReceiver(deps.db, sync.store, deps.alerted)));
  return app;
}
