import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { json, readBody } from './loopbackHttp.ts';

export const TEST_STRIPE_SECRET_KEY = 'sk_test_loopback';
export const TEST_STRIPE_WEBHOOK_SECRET = 'whsec_loopback';

/** A checkout session as the loopback holds it (Stripe's fields the app reads). */
export type LoopbackSession = {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
};

/**
 * A loopback HTTP server imitating the parts of Stripe the app calls (POST /v1/checkout/sessions, with the secret key
 * as Bearer), and a stand-in for Stripe's hosted checkout page: GET /pay/{session} marks the session paid, posts the
 * checkout.session.completed webhook to the app signed with the test webhook secret (as Stripe signs it), then
 * redirects the browser to the session's success_url.
 */
export type StripeLoopback = {
  /** What STRIPE_API_BASE is set to. */
  apiBase: string;
  sessions: Map<string, LoopbackSession>;
  /** Bodies of POST /v1/checkout/sessions as received (form fields). */
  requests: URLSearchParams[];
  /** While set, POST /v1/checkout/sessions answers this status with Stripe's error body and creates nothing. */
  failSessionsWith: 400 | 401 | 500 | null;
  /** Posts a session's checkout.session.completed webhook (again), signed with `secret`; answers the app's status. */
  deliverWebhook(sessionId: string, secret?: string): Promise<number>;
  close(): Promise<void>;
};

/** How a signed webhook reaches the app: its raw body and Stripe-Signature header; answers the app's status. */
export type WebhookDelivery = (body: string, signature: string) => Promise<number>;

/** A delivery over HTTP to the app's POST /billing/webhook at `url`, as Stripe makes it. */
export function postWebhookTo(url: () => string): WebhookDelivery {
  return async (body, signature) => {
    const response = await fetch(url(), { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
    await response.text();
    return response.status;
  };
}

export async function startStripeLoopback(deliver: WebhookDelivery): Promise<StripeLoopback> {
  const sessions = new Map<string, LoopbackSession>();
  const requests: URLSearchParams[] = [];
  const signer = new Stripe(TEST_STRIPE_SECRET_KEY);
  let counter = 0;
  let base = '';

  const deliverWebhook = async (sessionId: string, secret = TEST_STRIPE_WEBHOOK_SECRET) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const payload = JSON.stringify({
      id: `evt_${sessionId}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: session },
    });
    return deliver(payload, signer.webhooks.generateTestHeaderString({ payload, secret }));
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', base);
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        if (request.headers.authorization !== `Bearer ${TEST_STRIPE_SECRET_KEY}`) {
          json(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
          return;
        }
        if (loopback.failSessionsWith !== null) {
          const type = loopback.failSessionsWith === 500 ? 'api_error' : 'invalid_request_error';
          json(response, loopback.failSessionsWith, { error: { type, message: `The loopback answers ${loopback.failSessionsWith}.` } });
          return;
        }
        const form = new URLSearchParams(await readBody(request));
        requests.push(form);
        counter += 1;
        const id = `cs_test_loopback_${counter}`;
        const metadata: Record<string, string> = {};
        for (const [name, value] of form) {
          const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
          if (key) metadata[key] = value;
        }
        const session: LoopbackSession = {
          id,
          object: 'checkout.session',
          mode: form.get('mode') ?? '',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')) * Number(form.get('line_items[0][quantity]')),
          currency: form.get('line_items[0][price_data][currency]') ?? '',
          customer_email: form.get('customer_email'),
          metadata,
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
          url: `${base}/pay/${id}`,
        };
        sessions.set(id, session);
        json(response, 200, session);
        return;
      }
      const paying = /^\/pay\/([\w-]+)$/.exec(url.pathname)?.[1];
      const session = paying ? sessions.get(paying) : undefined;
      if (request.method === 'GET' && session) {
        session.status = 'complete';
        session.payment_status = 'paid';
        const status = await deliverWebhook(session.id);
        if (status !== 200) {
          response.writeHead(502, { 'content-type': 'text/plain' });
          response.end(`The app answered the webhook with ${status}.`);
          return;
        }
        response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
        response.end();
        return;
      }
      json(response, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname}).` } });
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const loopback: StripeLoopback = {
    apiBase: base,
    sessions,
    requests,
    failSessionsWith: null,
    deliverWebhook,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return loopback;
}

/** An API base where nothing listens (a loopback port opened and closed again): connecting to it is refused. */
export async function closedApiBase(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
