import { Hono } from 'hono';
import { ADD_FUNDS_MESSAGES, AddFundsSchema } from '../../domain/billing/addFunds.ts';
import { billingBalance } from '../../domain/billing/billingBalance.ts';
import { BILLING_COLUMNS, billingPredicate, compareBilling } from '../../domain/billing/billingList.ts';
import { BILLING_PATH } from '../../domain/billing/billingListUrl.ts';
import { dealerCurrency } from '../../domain/billing/billingTransaction.ts';
import { listPaging } from '../../domain/lists/listPaging.ts';
import { requireAction, requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import type { EventStore } from '../events/eventStore.ts';
import { validBody, validQuery } from '../http/validate.ts';
import { csvExport, pageRows } from '../lists/listAnswer.ts';
import { dayInTimeZone } from '../../domain/time/zonedClock.ts';
import { loadDealerSettings } from '../opportunities/loadMiningInput.ts';
import { BillingListQuerySchema } from './billingBodies.ts';
import { creditPaidCheckout, recordCheckout } from './billingCheckouts.ts';
import { readBillingTransactions } from './billingTransactions.ts';
import { CheckoutFailure, type CardCheckout, type CheckoutRequest, type WebhookEvent } from './cardCheckout.ts';

const BAD_SIGNATURE_MESSAGE = 'The webhook signature does not match.';

/**
 * The Billing tab's calls (spec 002 §7, docs/settings.md "Billing"), for administrators of the dealer of ?token=
 * (can 'settings.billing', else 403):
 * - GET /billing/transactions?search&status&type&page: newest first, 15 a page `{billing_transaction, total,
 *   total_page}`; with export=1 the whole view as `billing-<dealer's today>.csv`.
 * - GET /billing/balance: `{billing_balance: {balance, added_this_month}}`, this month at the dealer.
 * - GET /billing/checkout: `{available, message}`: whether card checkout is configured here.
 * - POST /billing/checkout, amount (whole dollars): a provider checkout session `{url}` to send the payer to, kept
 *   with its dealer, amount and currency; 502 with a sentence for the user when the provider cannot be reached or
 *   answers an error.
 * And, for the provider alone, POST /billing/webhook: its signature checked against the raw body (400 when it does
 * not match); a paid checkout is credited once, however often the provider delivers it, and only when it is a
 * session kept here, paid in the amount and currency asked. Any other is logged, credited nothing and answered 200:
 * the provider retries an error answer for days, and no retry would make it creditable.
 */
export function billingRoutes(deps: Pick<ServerDeps, 'db' | 'signer' | 'publicUrl'>, store: EventStore, checkout: CardCheckout | null): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const administrator = [requireUser(deps), requireDealer(), requireAction('settings.billing')] as const;

  app.get('/billing/transactions', ...administrator, validQuery(BillingListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const dealer = c.get('dealer');
    const filter = { search: query.search, status: query.status, type: query.type };
    const rows = (await readBillingTransactions(deps.db, dealer.id)).filter(billingPredicate(filter)).sort(compareBilling);
    if (query.export) {
      const settings = await loadDealerSettings(deps.db, dealer.token);
      const timeZone = settings.config.dealer_timezone;
      return csvExport(c, `billing-${dayInTimeZone(timeZone)}.csv`, BILLING_COLUMNS, rows, timeZone);
    }
    return c.json({
      billing_transaction: pageRows(rows, query.page),
      total: rows.length,
      total_page: Math.ceil(rows.length / listPaging.pageSize),
    });
  });

  app.get('/billing/balance', ...administrator, async (c) => {
    const dealer = c.get('dealer');
    const [rows, settings] = await Promise.all([readBillingTransactions(deps.db, dealer.id), loadDealerSettings(deps.db, dealer.token)]);
    return c.json({ billing_balance: billingBalance(rows, settings.config.dealer_timezone) });
  });

  app.get('/billing/checkout', ...administrator, (c) =>
    c.json({ available: checkout !== null, message: checkout === null ? ADD_FUNDS_MESSAGES.unavailable : '' }),
  );

  app.post('/billing/checkout', ...administrator, validBody(AddFundsSchema), async (c) => {
    if (!checkout) return c.json({ message: ADD_FUNDS_MESSAGES.unavailable }, 503);
    const dealer = c.get('dealer');
    const back = `${deps.publicUrl}${BILLING_PATH}?page=1&checkout=`;
    const request: CheckoutRequest = {
      amountCents: c.req.valid('json').amount * 100,
      currency: dealerCurrency(dealer.country),
      dealer: dealer.token,
      payerEmail: c.get('user').email,
      successUrl: `${back}success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${back}cancelled`,
    };
    let session: { id: string; url: string };
    try {
      session = await checkout.createSession(request);
    } catch (error) {
      if (!(error instanceof CheckoutFailure)) throw error;
      console.error(`billing checkout for dealer ${dealer.token}: ${error.message}`);
      return c.json({ message: ADD_FUNDS_MESSAGES[error.reason] }, 502);
    }
    await recordCheckout(deps.db, dealer.id, session.id, request);
    return c.json({ url: session.url });
  });

  app.post('/billing/webhook', async (c) => {
    if (!checkout) return c.json({ message: ADD_FUNDS_MESSAGES.unavailable }, 503);
    const signature = c.req.header('stripe-signature') ?? '';
    const rawBody = await c.req.text();
    let event: WebhookEvent;
    try {
      event = checkout.verifyWebhook(rawBody, signature);
    } catch {
      return c.json({ message: BAD_SIGNATURE_MESSAGE }, 400);
    }
    if (event.kind !== 'paid') return c.json({ received: true });
    const { credited, refused } = await creditPaidCheckout({ db: deps.db, store }, event.checkout);
    if (refused !== null) console.error(`billing webhook: checkout ${event.checkout.sessionId} not credited: ${refused}`);
    return c.json({ received: true, credited });
  });

  return app;
}
