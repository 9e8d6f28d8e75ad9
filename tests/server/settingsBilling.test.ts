import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, ROLE } from '../../domain/session/roles.ts';
import { recordBillingTransaction } from '../../sync-server/billing/billingTransactions.ts';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { startStripeLoopback, type StripeLoopback } from '../support/stripeLoopback.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { billingApp, testStripeCheckout } from './support/billingApp.ts';
import { setTimeZone } from './support/calendarWorld.ts';
import { DEALER, OTHER_DEALER, PUBLIC_URL, addNamedUser, bearer, getAs, signedLink, useListsTestWorld } from './support/listsTestApp.ts';

type Transaction = { id: number; created_at: string; platform: string; transaction_type: string; description: string; amount: number; currency: string; status: string };
type TransactionPage = { billing_transaction: Transaction[]; total: number; total_page: number };

const FORBIDDEN = { message: 'You do not have permission to do this.' };

describe.each(testDatabases())('settings billing on $name', (database) => {
  const world = useListsTestWorld(database);
  let stripe: StripeLoopback;
  let app: Hono<AppEnv>;
  let admin: AuthUser;
  let manager: AuthUser;
  let salesAdmin: AuthUser;
  let outsider: AuthUser;

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
    app = billingApp(world, testStripeCheckout(stripe.apiBase));
    admin = await addNamedUser(world, { email: 'ada@a.test', first: 'Ada', last: 'Admin', dealers: [DEALER], admin: ADMIN.administrator, role: ROLE.generalManager });
    manager = await addNamedUser(world, { email: 'max@a.test', first: 'Max', last: 'Manager', dealers: [DEALER], role: ROLE.salesManager });
    salesAdmin = await addNamedUser(world, { email: 'sam@a.test', first: 'Sam', last: 'Seller', dealers: [DEALER], role: ROLE.salesperson, admin: ADMIN.administrator });
    outsider = await addNamedUser(world, { email: 'olga@b.test', first: 'Olga', last: 'Other', dealers: [OTHER_DEALER], admin: ADMIN.administrator });
  });

  const postJson = async (user: AuthUser, path: string, body: unknown) =>
    app.request(path, { method: 'POST', headers: { ...(await bearer(user)), 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const transactions = async (query = '') => {
    const response = await getAs(app, admin, `/billing/transactions?token=${DEALER}${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as TransactionPage;
  };
  const balance = async () => {
    const response = await getAs(app, admin, `/billing/balance?token=${DEALER}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { billing_balance: { balance: number; added_this_month: number } }).billing_balance;
  };
  const checkout = async (amount: unknown, user: AuthUser = admin) => postJson(user, `/billing/checkout?token=${DEALER}`, { amount });
  const paidCheckout = async (amount: number) => {
    const response = await checkout(amount);
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const session = stripe.sessions.get(url.split('/').pop() ?? '');
    if (!session) throw new Error(`no session behind ${url}`);
    session.payment_status = 'paid';
    session.status = 'complete';
    return session.id;
  };
  const billingEvents = async () =>
    (await world.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'billing.recorded'`))[0]?.n ?? 0;

  it('refuses every billing call to role 1 (even an administrator), to a non-administrator and to another dealer’s user: 403', async () => {
    const calls: ((user: AuthUser, dealer?: string) => Promise<Response>)[] = [
      (user, dealer = DEALER) => getAs(app, user, `/billing/transactions?token=${dealer}`),
      (user, dealer = DEALER) => getAs(app, user, `/billing/transactions?token=${dealer}&export=1`),
      (user, dealer = DEALER) => getAs(app, user, `/billing/balance?token=${dealer}`),
      (user, dealer = DEALER) => getAs(app, user, `/billing/checkout?token=${dealer}`),
      (user, dealer = DEALER) => postJson(user, `/billing/checkout?token=${dealer}`, { amount: 100 }),
    ];
    for (const call of calls) {
      for (const user of [salesAdmin, manager]) {
        const response = await call(user);
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual(FORBIDDEN);
      }
      const other = await call(outsider);
      expect(other.status).toBe(403);
      expect(await other.json()).toEqual({ message: 'You do not belong to this dealer.' });
    }
    expect(stripe.requests).toHaveLength(0);
  });

  it('answers an empty list and a zero balance before any payment (spec §7 shapes)', async () => {
    expect(await transactions()).toEqual({ billing_transaction: [], total: 0, total_page: 0 });
    expect(await balance()).toEqual({ balance: 0, added_this_month: 0 });
    const available = await getAs(app, admin, `/billing/checkout?token=${DEALER}`);
    expect(await available.json()).toEqual({ available: true, message: '' });
  });

  it('creates a payment-mode checkout session for the amount in the dealer’s currency, coming back to the Billing tab', async () => {
    const response = await checkout(250);
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toBe(`${stripe.apiBase}/pay/cs_test_loopback_1`);
    expect(stripe.requests).toHaveLength(1);
    const sent = Object.fromEntries(stripe.requests[0] ?? []);
    expect(sent).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '25000',
      'line_items[0][price_data][currency]': 'cad',
      'metadata[dealer]': DEALER,
      'metadata[payer_email]': 'ada@a.test',
      success_url: `${PUBLIC_URL}/settings/billing?page=1&checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/settings/billing?page=1&checkout=cancelled`,
    });
    expect(await transactions()).toEqual({ billing_transaction: [], total: 0, total_page: 0 });
  });

  it('refuses an amount that is not a whole number of dollars from 10 to 10,000, before asking the provider', async () => {
    const message = 'Please enter a whole number of dollars from 10 to 10,000.';
    for (const amount of [9, 10_001, 12.5, 'abc', -20, '']) {
      const response = await checkout(amount);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message });
    }
    const missing = await postJson(admin, `/billing/checkout?token=${DEALER}`, {});
    expect(missing.status).toBe(400);
    expect(stripe.requests).toHaveLength(0);
    expect((await checkout('10')).status).toBe(200);
    expect((await checkout(10_000)).status).toBe(200);
  });

  it('refuses a webhook whose signature does not match with 400 and credits nothing', async () => {
    const session = await paidCheckout(100);
    expect(await stripe.deliverWebhook(session, 'whsec_not_the_secret')).toBe(400);
    const unsigned = await app.request('/billing/webhook', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toEqual({ message: 'The webhook signature does not match.' });
    expect((await transactions()).total).toBe(0);
    expect(await billingEvents()).toBe(0);
  });

  it('credits a paid checkout once when the same webhook comes twice: one row, one event, one refs document', async () => {
    await setTimeZone(world, 'America/Toronto');
    const session = await paidCheckout(250);
    expect(await stripe.deliverWebhook(session)).toBe(200);
    expect(await stripe.deliverWebhook(session)).toBe(200);

    const page = await transactions();
    expect(page.total).toBe(1);
    expect(page.total_page).toBe(1);
    expect(page.billing_transaction).toEqual([
      {
        id: 1,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        platform: 'Stripe',
        transaction_type: 'credit',
        description: 'Funds added by card (ada@a.test)',
        amount: 250,
        currency: 'CAD',
        status: 'active',
      },
    ]);
    expect(await balance()).toEqual({ balance: 250, added_this_month: 250 });
    expect(await billingEvents()).toBe(1);
    const [doc] = await world.store.documents(DEALER, [{ collection: 'refs', id: `billing:${DEALER}:1` }]);
    expect(doc?.doc).toMatchObject({ kind: 'billing', dealer: DEALER, transaction_id: 1, amount: 250, currency: 'CAD', transaction_type: 'credit' });
  });

  it('ignores a checkout that is not paid yet', async () => {
    const response = await checkout(50);
    const { url } = (await response.json()) as { url: string };
    expect(await stripe.deliverWebhook(url.split('/').pop() ?? '')).toBe(200);
    expect((await transactions()).total).toBe(0);
  });

  it('counts last month’s credit in the balance but not in Added This Month, takes debits off, skips inactive rows', async () => {
    const record = (reference: string, type: 'credit' | 'debit', amount: number, description: string) =>
      recordBillingTransaction({ db: world.db, store: world.store }, DEALER, {
        platform: type === 'credit' ? 'Stripe' : 'Facebook',
        transaction_type: type,
        description,
        amount,
        currency: 'CAD',
        providerReference: reference,
      });
    await record('old', 'credit', 1000, 'Old funds');
    await world.db.query(`UPDATE billing_transactions SET created_at = now() - interval '70 days' WHERE provider_reference = 'old'`);
    await record('new', 'credit', 300.5, 'New funds');
    await record('ad', 'debit', 120.25, 'Spring campaign');
    await record('void', 'credit', 999, 'Voided funds');
    await world.db.query(`UPDATE billing_transactions SET status = 'inactive' WHERE provider_reference = 'void'`);

    expect(await balance()).toEqual({ balance: 1180.25, added_this_month: 300.5 });
    expect((await transactions('&type=debit')).billing_transaction.map((row) => row.description)).toEqual(['Spring campaign']);
    expect((await transactions('&status=inactive')).billing_transaction.map((row) => row.description)).toEqual(['Voided funds']);
    expect((await transactions('&search=FUNDS&status=active')).billing_transaction.map((row) => row.description)).toEqual(['New funds', 'Old funds']);
    const bad = await getAs(app, admin, `/billing/transactions?token=${DEALER}&type=refund`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'Please name a billing type: all, credit, debit.' });
  });

  it('pages 15 a page and exports the whole view as CSV through a signed link', async () => {
    for (let n = 1; n <= 17; n += 1) {
      await recordBillingTransaction({ db: world.db, store: world.store }, DEALER, {
        platform: 'Stripe',
        transaction_type: 'credit',
        description: `Funds ${n}`,
        amount: n,
        currency: 'CAD',
        providerReference: `ref-${n}`,
      });
    }
    const first = await transactions();
    expect(first.total).toBe(17);
    expect(first.total_page).toBe(2);
    expect(first.billing_transaction).toHaveLength(15);
    expect(first.billing_transaction[0]?.description).toBe('Funds 17');
    const second = await transactions('&page=2');
    expect(second.billing_transaction.map((row) => row.description)).toEqual(['Funds 2', 'Funds 1']);

    const csv = await app.request(await signedLink(app, admin, `/billing/transactions?token=${DEALER}&export=1&search=Funds%201`));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe('DATE,PLATFORM,TYPE,DESCRIPTION,AMOUNT');
    expect(lines.slice(1).map((line) => line.split(',').slice(1).join(','))).toEqual([
      'Stripe,Credit,Funds 17,$17.00 CAD',
      'Stripe,Credit,Funds 16,$16.00 CAD',
      'Stripe,Credit,Funds 15,$15.00 CAD',
      'Stripe,Credit,Funds 14,$14.00 CAD',
      'Stripe,Credit,Funds 13,$13.00 CAD',
      'Stripe,Credit,Funds 12,$12.00 CAD',
      'Stripe,Credit,Funds 11,$11.00 CAD',
      'Stripe,Credit,Funds 10,$10.00 CAD',
      'Stripe,Credit,Funds 1,$1.00 CAD',
    ]);
  });

  it('without a payment provider: checkout says why it is off (503), the webhook is refused, the list still answers', async () => {
    app = billingApp(world, null);
    const available = await getAs(app, admin, `/billing/checkout?token=${DEALER}`);
    const off = { message: 'Card payments are not set up on this server: ask its administrator to configure the payment provider.' };
    expect(await available.json()).toEqual({ available: false, ...off });
    const response = await checkout(100);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(off);
    expect((await app.request('/billing/webhook', { method: 'POST', body: '{}' })).status).toBe(503);
    expect(await transactions()).toEqual({ billing_transaction: [], total: 0, total_page: 0 });
  });
});
