import { Hono } from 'hono';
import { requireAction, requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import type { EventStore } from '../events/eventStore.ts';
import { bodySizeLimit } from '../http/bodySizeLimit.ts';
import { dealerOfIntakeKey, readIntakeKey, rotateIntakeKey } from './intakeKeys.ts';
import { parseLeadBody } from './leadBody.ts';
import { createLeadReceiver } from './receiveLead.ts';
import { requestIntakeKey } from './requestIntakeKey.ts';

const INTAKE_KEY_REFUSED = 'This lead intake key is not valid.';

/** A lead is a few KB; an ADF document is read up to 256 KiB, so a body past half a megabyte is no lead. */
const LEAD_BODY_LIMIT_BYTES = 512 * 1024;

/**
 * Leads from outside (docs/leads.md):
 * - POST /leads/intake with the header X-Intake-Key (or POST /leads/intake/{key}, for senders configured with a URL
 *   alone): an ADF or JSON lead for the dealer of that intake key, with no user session. 201
 *   `{lead_id, prospect_id | customer_id, duplicate}`; 400 with the document's problem (nothing saved); 401 for an
 *   unknown or missing key; 413 past the size limit; 415 for another content type; 429 past the key's rate
 *   (guardEdge); 500 when the lead could not be stored (never a 201 for it).
 * - GET /settings/leads/intake-key?token=: the dealer's key, masked; POST rotates it and answers the new key once.
 *   Administrators of the dealership only (the dealership settings tab's rule).
 */
export function leadIntakeRoutes(deps: Pick<ServerDeps, 'db' | 'signer' | 'alerted'>, store: EventStore): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const receiver = createLeadReceiver(deps.db, store, deps.alerted);
  const administrator = [requireUser(deps), requireDealer(), requireAction('leads.intake_key')] as const;

  app.on('POST', ['/leads/intake', '/leads/intake/:key'], bodySizeLimit(LEAD_BODY_LIMIT_BYTES), async (c) => {
    const dealer = await dealerOfIntakeKey(deps.db, requestIntakeKey(c));
    if (!dealer) return c.json({ message: INTAKE_KEY_REFUSED }, 401);
    const parsed = await parseLeadBody(c, new Date().toISOString());
    if (!parsed.ok) return c.json({ message: parsed.reason }, parsed.status);
    return c.json(await receiver.receive(dealer, parsed.lead), 201);
  });

  app.get('/settings/leads/intake-key', ...administrator, async (c) => c.json(await readIntakeKey(deps.db, c.get('dealer').id)));
  app.post('/settings/leads/intake-key', ...administrator, async (c) =>
    c.json(await rotateIntakeKey(deps.db, c.get('dealer').id, c.get('user').id)),
  );

  return app;
}
