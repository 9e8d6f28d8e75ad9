import type { Hono } from 'hono';
import { createApp } from '../../../sync-server/app.ts';
import { createStripeCheckout, type CardCheckout } from '../../../sync-server/billing/cardCheckout.ts';
import type { AppEnv, ServerDeps } from '../../../sync-server/context.ts';
import { createMailPort } from '../../../sync-server/mail/createMailPort.ts';
import { createDealerMailboxes } from '../../../sync-server/mail/dealerMailboxes.ts';
import { signer } from '../../support/syncFixtures.ts';
import { TEST_STRIPE_SECRET_KEY, TEST_STRIPE_WEBHOOK_SECRET } from '../../support/stripeLoopback.ts';
import { PUBLIC_URL, type ListsTestWorld } from './listsTestApp.ts';

/** The app as the server mounts it over the lists test world, with this card checkout behind ADD FUNDS (null: none). */
export function billingApp(world: ListsTestWorld, cardCheckout: CardCheckout | null): Hono<AppEnv> {
  const mail = createMailPort(world.db);
  const deps: ServerDeps = {
    db: world.db,
    signer,
    mail,
    mailboxes: createDealerMailboxes(),
    publicUrl: PUBLIC_URL,
    poke: world.hub.publish,
    alerted: world.hub.publishUser,
  };
  return createApp(deps, { store: world.store, hub: world.hub }, { cardCheckout });
}

/** The Stripe checkout with the tests' keys, talking to the Stripe API at apiBase (the loopback, or a closed port). */
export function testStripeCheckout(apiBase: string, secretKey = TEST_STRIPE_SECRET_KEY): CardCheckout {
  return createStripeCheckout({ secretKey, webhookSecret: TEST_STRIPE_WEBHOOK_SECRET, apiBase });
}
