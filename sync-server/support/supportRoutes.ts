import { Hono } from 'hono';
import { displayName } from '../../domain/session/sessionUser.ts';
import { SUPPORT_PATH, SUPPORT_THANK_YOU_MESSAGE, SupportRequestSchema } from '../../domain/support/supportRequest.ts';
import { requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import { validBody } from '../http/validate.ts';
import { supportMail } from './supportMail.ts';
import { sendRefused, takeSendQuota } from '../limits/sendQuota.ts';

/** Where support requests go when SUPPORT_EMAIL is not set. */
export const DEFAULT_SUPPORT_EMAIL = 'support@localhost';

type Account = { first_name: string; last_name: string; email: string };

/**
 * POST /support/contact?token= (spec 000 §2 "Support form", §7): a signed-in user's support request for their
 * current dealer, e-mailed through the mail port to `supportEmail` (SUPPORT_EMAIL), then kept in support_requests.
 * The mail goes first: when it cannot be sent the call fails, nothing is kept and the form keeps its text. Rate
 * limited with the other mailing endpoints (guardEdge), and per user and dealer (domain/limits/sendLimits.ts: 429).
 */
export function supportRoutes(deps: Pick<ServerDeps, 'db' | 'signer' | 'mail'>, supportEmail: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post(SUPPORT_PATH, requireUser(deps), requireDealer(), validBody(SupportRequestSchema), async (c) => {
    const request = c.req.valid('json');
    const dealer = c.get('dealer');
    const user = c.get('user');
    const [account] = await deps.db.query<Account>('SELECT first_name, last_name, email FROM users WHERE id = $1', [user.id]);
    const sender = { id: user.id, name: account ? displayName(account) : user.email, email: account?.email ?? user.email };
    const quota = await takeSendQuota(deps.db, 'support_request', { user: user.id, dealer: dealer.token });
    if (!quota.ok) return sendRefused(c, quota);
    await deps.mail.send(supportMail(request, dealer, sender, supportEmail, new Date()));
    await deps.db.query(
      `INSERT INTO support_requests (dealer_id, user_id, name, phone, email, browser, concern_location, concern_description, mailed_to)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [dealer.id, user.id, request.name, request.phone, request.email, request.browser, request.concern_location, request.concern_description, supportEmail],
    );
    return c.json({ message: SUPPORT_THANK_YOU_MESSAGE });
  });

  return app;
}
