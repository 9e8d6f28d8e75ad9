import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ADMIN, ROLE } from '../../domain/session/roles.ts';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { closedApiBase, startStripeLoopback, type LoopbackSession, type StripeLoopback } from '../support/stripeLoopback.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { billingApp, testStripeCheckout } from './support/billingApp.ts';
import { DEALER, OTHER_DEALER, addNamedUser, bearer, getAs, useListsTestWorld } from './support/listsTestApp.ts';

const UNREACHABLE = { message: 'The card payment service could not be reached: please try again in a few minutes.' };
const REFUSED = {
  message: 'The card payment service could not start the payment: please try again in a few minutes, or ask this server’s administrator to check its payment settings.',
};

/**
 * What the server does when the payment provider fails it or a signed webhook does not match what it asked for:
 * ADD FUNDS answers 502 with a sentence for the user, and the webhook credits only the checkout sessions this server
 * created, for their dealer, amount and currency.
 */
describe.each(testDatabases())('billing against a failing or mismatching provider on $name', (database) => {
  const world = useListsTestWorld(database);
  let stripe: StripeLoopback;
  let app: Hono<AppEnv>;
  let admin: AuthUser;
  let logged: MockInstance<typeof console.error>;

  beforeAll(async () => {
    stripe = await startStripeLoopback(async (body, signature) => {
      const response = await app.request('/billing/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
      return response.status;
    });
  });
  afterAll(() => stripe.close());
  beforeEach(async () => {
    await world.reset();
    stripe.sessions.clear();
    stripe.requests.length = 0;
    stripe.failSessionsWith = null;
    app = billingApp(world, testStripeCheckout(stripe.apiBase));
    admin = await addNamedUser(world, { email: 'ada@a.test', first: 'Ada', last: 'Admin', dealers: [DEALER], admin: ADMIN.administrator, role: ROLE.generalManager });
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  const checkout = async (amount: number) =>
    app.request(`/billing/checkout?token=${DEALER}`, { method: 'POST', headers: { ...(await bearer(admin)), 'content-type': 'application/json' }, body: JSON.stringify({ amount }) });
  const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });
  const logLines = () => logged.mock.calls.map((call) => call.map(String).join(' '));
  /** A checkout the server created, marked paid at the loopback (its webhook not delivered yet). */
  const paidSession = async (amount: number): Promise<LoopbackSession> => {
    const response = await checkout(amount);
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const session = stripe.sessions.get(url.split('/').pop() ?? '');
    if (!session) throw new Error(`no session behind ${url}`);
    session.payment_status = 'paid';
    session.status = 'complete';
    return session;
  };
  const credits = async () => {
    const response = await getAs(app, admin, `/billing/transactions?token=${DEALER}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { billing_transaction: { amount: number; currency: string; description: string }[] }).billing_transaction.map(
      (row) => `${row.amount} ${row.currency} ${row.description}`,
    );
  };
  const billingEvents = async () =>
    (await world.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'billing.recorded'`))[0]?.n ?? 0;

  it('answers 502 with a sentence when the payment service cannot be reached, and logs it without the key or the payer', async () => {
    app = billingApp(world, testStripeCheckout(await closedApiBase()));
    expect(await answer(await checkout(100))).toEqual({ status: 502, body: UNREACHABLE });
    expect(logLines()).toEqual([`billing checkout for dealer ${DEALER}: the payment service could not be reached (StripeConnectionError)`]);
    expect(await world.db.query('SELECT session_id FROM billing_checkouts')).toEqual([]);
  });

  it('answers 502 with a sentence when the payment service answers an error, and logs its status without the key', async () => {
    stripe.failSessionsWith = 500;
    expect(await answer(await checkout(100))).toEqual({ status: 502, body: REFUSED });
    stripe.failSessionsWith = 400;
    expect(await answer(await checkout(100))).toEqual({ status: 502, body: REFUSED });
    stripe.failSessionsWith = null;
    app = billingApp(world, testStripeCheckout(stripe.apiBase, 'sk_test_not_the_key'));
    expect(await answer(await checkout(100))).toEqual({ status: 502, body: REFUSED });
    expect(logLines()).toEqual([
      `billing checkout for dealer ${DEALER}: the payment service answered 500 (StripeAPIError)`,
      `billing checkout for dealer ${DEALER}: the payment service answered 400 (StripeInvalidRequestError)`,
      `billing checkout for dealer ${DEALER}: the payment service answered 401 (StripeAuthenticationError)`,
    ]);
    expect(await world.db.query('SELECT session_id FROM billing_checkouts')).toEqual([]);
  });

  it('credits nothing for a paid checkout whose amount is negative, zero or huge, acknowledging it (200) and logging why', async () => {
    const session = await paidSession(250);
    for (const amount of [-25_000, 0, 1e12]) {
      session.amount_total = amount;
      expect(await stripe.deliverWebhook(session.id)).toBe(200);
    }
    expect(await credits()).toEqual([]);
    expect(await billingEvents()).toBe(0);
    expect(logLines()).toEqual([
      `billing webhook: checkout ${session.id} not credited: paid -25000 CAD, asked 25000 CAD`,
      `billing webhook: checkout ${session.id} not credited: paid 0 CAD, asked 25000 CAD`,
      `billing webhook: checkout ${session.id} not credited: paid 1000000000000 CAD, asked 25000 CAD`,
    ]);
  });

  it('credits nothing for a checkout paid in another currency than the one asked (USD, JPY to a CAD dealer)', async () => {
    const session = await paidSession(250);
    for (const currency of ['usd', 'jpy']) {
      session.currency = currency;
      expect(await stripe.deliverWebhook(session.id)).toBe(200);
    }
    expect(await credits()).toEqual([]);
    expect(logLines()).toEqual([
      `billing webhook: checkout ${session.id} not credited: paid 25000 USD, asked 25000 CAD`,
      `billing webhook: checkout ${session.id} not credited: paid 25000 JPY, asked 25000 CAD`,
    ]);
  });

  it('credits nothing for a paid session this server never created, or one naming another dealer than its own', async () => {
    const session = await paidSession(250);
    const stranger: LoopbackSession = { ...session, id: 'cs_test_made_elsewhere' };
    stripe.sessions.set(stranger.id, stranger);
    expect(await stripe.deliverWebhook(stranger.id)).toBe(200);
    session.metadata = { ...session.metadata, dealer: OTHER_DEALER };
    expect(await stripe.deliverWebhook(session.id)).toBe(200);
    expect(await credits()).toEqual([]);
    expect(logLines()).toEqual([
      'billing webhook: checkout cs_test_made_elsewhere not credited: this server did not create it',
      `billing webhook: checkout ${session.id} not credited: it names dealer ${OTHER_DEALER}, it was created for dealer ${DEALER}`,
    ]);
  });

  it('still credits the checkout it created, once, in the dealer’s currency; a US dealer’s in USD', async () => {
    const session = await paidSession(250);
    expect(await stripe.deliverWebhook(session.id)).toBe(200);
    expect(await stripe.deliverWebhook(session.id)).toBe(200);
    expect(await credits()).toEqual(['250 CAD Funds added by card (ada@a.test)']);

    await world.db.query(`UPDATE dealers SET country = 'us' WHERE token = $1`, [DEALER]);
    const dollars = await paidSession(40);
    expect(dollars.currency).toBe('usd');
    expect(await stripe.deliverWebhook(dollars.id)).toBe(200);
    expect(await credits()).toEqual(['40 USD Funds added by card (ada@a.test)', '250 CAD Funds added by card (ada@a.test)']);
    expect(await billingEvents()).toBe(2);
    expect(logLines()).toEqual([]);
  });
});
