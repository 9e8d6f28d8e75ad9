import { Hono } from 'hono';
import { html } from 'hono/html';
import * as v from 'valibot';
import { customerListName } from '../../domain/customers/customer.ts';
import { OPT_IN_SENT_MESSAGE, optInRefusal } from '../../domain/customers/customerOptInEvents.ts';
import { CUSTOMER_LOAD_ERROR } from '../../domain/customers/customerProfile.ts';
import { requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import type { EventStore } from '../events/eventStore.ts';
import { readLiveDoc } from '../events/projectionTables.ts';
import { recordCommand, refusal } from '../events/recordCommand.ts';
import { SYSTEM_ACTOR } from '../events/systemEvents.ts';
import { derivedId } from '../events/derivedId.ts';
import { validBody } from '../http/validate.ts';
import { sendRefused, takeSendQuota } from '../limits/sendQuota.ts';
import { CustomerIdBodySchema } from './customerBodies.ts';
import { optInMail } from './optInMail.ts';

/** How long an opt-in link stays valid. */
const OPT_IN_LINK_DAYS = 30;
const TokenSchema = v.pipe(v.string(), v.maxLength(2000));

const page = (title: string, message: string) =>
  html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><p>${message}</p></main></body></html>`;

/**
 * Send Opt-In (spec 000 §2 and §4) and the customer's answer:
 * - POST /customers/optin (customer_id): an active customer with an email gets the opt-in e-mail through the mail
 *   port; once the mail is sent the event customer.opt_in_sent records it (the activity log). 409 with the reason
 *   for an inactive customer or one without an email; 429 past the user's, the dealer's or the customer's limit of
 *   opt-in e-mails (domain/limits/sendLimits.ts).
 * - GET /optin/{token}: the e-mail's link, for the customer (no session): e-mail becomes allowed for that address
 *   (the server's customer.opted_in event, recorded once per link), and a short page says so.
 */
export function optInRoutes(deps: Pick<ServerDeps, 'db' | 'signer' | 'mail' | 'publicUrl'>, store: EventStore): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/customers/optin', requireUser(deps), requireDealer(), validBody(CustomerIdBodySchema), async (c) => {
    const { customer_id } = c.req.valid('json');
    const dealer = c.get('dealer');
    const customer = await readLiveDoc(deps.db, 'customers', dealer.token, customer_id);
    if (!customer) return c.json({ message: CUSTOMER_LOAD_ERROR }, 404);
    const refused = optInRefusal(customer);
    if (refused) return c.json({ message: refused }, 409);
    const email = customer.contact.email.trim();
    const quota = await takeSendQuota(deps.db, 'opt_in_email', { user: c.get('user').id, dealer: dealer.token, recipient: `${dealer.token}:${customer.id}` });
    if (!quota.ok) return sendRefused(c, quota);
    const exp = Math.floor(Date.now() / 1000) + OPT_IN_LINK_DAYS * 24 * 3600;
    const token = await deps.signer.sign({ kind: 'optin', sub: c.get('user').id, exp, dealer: dealer.token, customer: customer.id, email });
    const link = `${deps.publicUrl.replace(/\/$/, '')}/optin/${token}`;
    await deps.mail.send(optInMail(email, customerListName(customer), dealer.name, link));
    const recorded = await recordCommand(c, store, { type: 'customer.recordOptIn', customer_id, email });
    if (recorded) return refusal(c, recorded);
    return c.json({ message: OPT_IN_SENT_MESSAGE });
  });

  app.get('/optin/:token', async (c) => {
    const token = v.safeParse(TokenSchema, c.req.param('token'));
    const claims = token.success ? await deps.signer.verify(token.output) : null;
    if (!claims || claims.kind !== 'optin') {
      return c.html(page('This link cannot be used', 'This opt-in link is not valid or has expired. Ask the dealership to send a new one.'), 400);
    }
    await store.appendSystem([
      {
        // One record per link however often it is followed (a mail scanner, a double click, a replay).
        id: await derivedId(deps.db, 'customer.opted_in', claims.dealer, c.req.param('token')),
        type: 'customer.opted_in',
        dealer: claims.dealer,
        actor: SYSTEM_ACTOR,
        time: new Date().toISOString(),
        payload: { customer_id: claims.customer, email: claims.email },
      },
    ]);
    const [dealer] = await deps.db.query<{ name: string }>('SELECT name FROM dealers WHERE token = $1', [claims.dealer]);
    return c.html(page('Thank you', `${dealer?.name ?? 'The dealership'} may now send you e-mail at ${claims.email}.`));
  });

  return app;
}
