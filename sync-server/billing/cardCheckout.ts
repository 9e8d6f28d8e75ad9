import Stripe from 'stripe';

/**
 * The card payment provider's settings (README "Configuration"): STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, and
 * STRIPE_API_BASE to reach another host than Stripe's (the tests' loopback server).
 */
export type StripeSettings = { secretKey: string; webhookSecret: string; apiBase?: string | undefined };

/** What a checkout is asked for: an amount in cents of a currency, for a dealer, and where the provider sends the payer back. */
export type CheckoutRequest = {
  amountCents: number;
  currency: string;
  dealer: string;
  payerEmail: string;
  successUrl: string;
  cancelUrl: string;
};

/** A completed, paid checkout as a verified webhook reports it: the amount in the currency's minor unit, the currency in capitals. */
export type PaidCheckout = { sessionId: string; dealer: string; amountCents: number; currency: string };

/** The events a verified webhook may carry: a paid checkout, or anything else (acknowledged, not acted on). */
export type WebhookEvent = { kind: 'paid'; checkout: PaidCheckout } | { kind: 'other'; type: string };

/**
 * Why no checkout session was made: the provider could not be reached (connection refused, timeout), or it answered
 * an error (a refused key, a bad request, its own failure). The message is fit for the log: the provider's error
 * class and status, never its text, which may quote the key or the payer.
 */
export class CheckoutFailure extends Error {
  readonly reason: 'unreachable' | 'refused';
  constructor(reason: 'unreachable' | 'refused', message: string) {
    super(message);
    this.name = 'CheckoutFailure';
    this.reason = reason;
  }
}

/** The card checkout port (docs/settings.md "Billing"): a hosted checkout page, and the webhook that confirms it. */
export type CardCheckout = {
  /** Creates a checkout session and answers the provider's page to send the payer to; throws CheckoutFailure when the provider fails. */
  createSession(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** Reads a webhook's raw body after checking its signature; throws when the signature does not match. */
  verifyWebhook(rawBody: string, signature: string): WebhookEvent;
};

/** The settings from the environment; null when STRIPE_SECRET_KEY is unset (ADD FUNDS then says why it is off). */
export function stripeSettingsFromEnv(env: Record<string, string | undefined>): StripeSettings | null {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) return null;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY: without it no payment could be credited.');
  return { secretKey, webhookSecret, apiBase: env.STRIPE_API_BASE || undefined };
}

/** The client's host, port and protocol from STRIPE_API_BASE (http://127.0.0.1:4242); Stripe's own when unset. */
function apiAddress(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** A failed call to Stripe as a CheckoutFailure; anything else (a bug here) as it is. */
function checkoutFailure(error: unknown): unknown {
  if (error instanceof Stripe.errors.StripeConnectionError) return new CheckoutFailure('unreachable', `the payment service could not be reached (${error.type})`);
  if (error instanceof Stripe.errors.StripeError) {
    return new CheckoutFailure('refused', `the payment service answered ${error.statusCode ?? 'without a status'} (${error.type})`);
  }
  return error;
}

/** The card checkout over Stripe Checkout (the stripe package): a payment-mode session with one line, the amount. */
export function createStripeCheckout(settings: StripeSettings): CardCheckout {
  const stripe = new Stripe(settings.secretKey, { ...apiAddress(settings.apiBase), maxNetworkRetries: 1, timeout: 20_000 });
  return {
    async createSession(request) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create({
          mode: 'payment',
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          customer_email: request.payerEmail,
          line_items: [
            {
              quantity: 1,
              price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amountCents, product_data: { name: 'Marketing funds' } },
            },
          ],
          metadata: { dealer: request.dealer, payer_email: request.payerEmail },
        });
      } catch (error) {
        throw checkoutFailure(error);
      }
      if (!session.url) throw new CheckoutFailure('refused', `the payment service made checkout ${session.id} without a page to pay on`);
      return { id: session.id, url: session.url };
    },
    verifyWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      if (!PAID_EVENTS.has(event.type)) return { kind: 'other', type: event.type };
      const session = event.data.object as Stripe.Checkout.Session;
      const dealer = session.metadata?.dealer;
      if (session.payment_status !== 'paid' || !dealer || typeof session.amount_total !== 'number' || typeof session.currency !== 'string') {
        return { kind: 'other', type: event.type };
      }
      return {
        kind: 'paid',
        checkout: {
          sessionId: session.id,
          dealer,
          amountCents: session.amount_total,
          currency: session.currency.toUpperCase(),
        },
      };
    },
  };
}
