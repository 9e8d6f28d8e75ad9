import { Hono } from 'hono';
import { SHARE_SENT_MESSAGE, ShareRequestSchema } from '../../domain/share/share.ts';
import { displayName } from '../../domain/session/sessionUser.ts';
import { ADMIN } from '../../domain/session/roles.ts';
import { requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import { raiseAlerts } from '../alerts/raiseAlerts.ts';
import { shareMail } from './shareMail.ts';
import { validBody } from '../http/validate.ts';
import { sendRefused, takeSendQuota } from '../limits/sendQuota.ts';

export const NOT_A_DEALER_USER_MESSAGE = 'You can only share with an active user of this dealer.';

type Person = { id: number; email: string; first_name: string; last_name: string };

/**
 * POST /share?token= (spec 002 "Share popup"): sends a link inside the app to an active user of the same dealer,
 * by e-mail through the mail port, and records a 'share' alert for them, told to their open browsers live. The mail
 * goes first: when it cannot be sent the call fails and no alert is left behind. Past the sender's or the dealer's
 * limit of shares (domain/limits/sendLimits.ts), 429 and nothing is sent.
 */
export function shareRoutes(deps: Pick<ServerDeps, 'db' | 'signer' | 'mail' | 'publicUrl' | 'alerted'>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/share', requireUser(deps), requireDealer(), validBody(ShareRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const share = body;
    const dealer = c.get('dealer');
    const senderId = c.get('user').id;
    const people = await deps.db.query<Person>(
      `SELECT u.id, u.email, u.first_name, u.last_name FROM users u
       WHERE u.id = $1 OR (u.id = $2 AND u.admin <> $4 AND EXISTS (SELECT 1 FROM user_dealers ud WHERE ud.user_id = u.id AND ud.dealer_id = $3))`,
      [senderId, share.user_id, dealer.id, ADMIN.inactive],
    );
    const sender = people.find((person) => person.id === senderId);
    const recipient = people.find((person) => person.id === share.user_id);
    if (!sender || !recipient) return c.json({ message: NOT_A_DEALER_USER_MESSAGE }, 403);
    const quota = await takeSendQuota(deps.db, 'share_email', { user: sender.id, dealer: dealer.token });
    if (!quota.ok) return sendRefused(c, quota);

    await deps.mail.send(shareMail(share, displayName(sender), recipient.email, deps.publicUrl));
    await raiseAlerts(deps.db, deps.alerted, [
      { dealerId: dealer.id, userId: recipient.id, senderId: sender.id, type: 'share', title: share.title, message: share.message, url: share.url, sourceEvent: null },
    ]);
    return c.json({ message: SHARE_SENT_MESSAGE });
  });

  return app;
}
