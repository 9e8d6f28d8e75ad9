import { Hono } from 'hono';
import { DealPrintQuerySchema } from '../../domain/deal/dealPrintQuery.ts';
import { WRONG_DEALER_MESSAGE } from '../../domain/permissions/permissions.ts';
import { DealSheetEmailRequestSchema } from '../../domain/share/dealSheetEmail.ts';
import { SHARE_SENT_MESSAGE } from '../../domain/share/share.ts';
import { displayName } from '../../domain/session/sessionUser.ts';
import { loadAuthUser, requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import { validBody } from '../http/validate.ts';
import { loadDealerSettings } from '../opportunities/loadMiningInput.ts';
import { parseQuery } from '../sync/syncQueries.ts';
import { dealSheetMail } from './dealSheetMail.ts';
import { UNKNOWN_OPPORTUNITY_MESSAGE, opportunityDealSheet } from './opportunityDealSheet.ts';
import { pdfResponse } from './pdfResponse.ts';
import { sendRefused, takeSendQuota } from '../limits/sendQuota.ts';

export const NOT_THE_SENDER_MESSAGE = 'You can only send a deal sheet as yourself.';
export const OTHER_DEALER_SHEET_MESSAGE = 'The deal sheet link names another dealer than this one.';
export const OTHER_OPPORTUNITY_MESSAGE = 'The opportunity does not match the deal sheet’s.';
export const DEAL_SHEET_LINK_MESSAGE = 'This deal sheet link is invalid or has expired.';

const PRINT_PATH = '/dealsheet/print';
const DAY_SECONDS = 86_400;

/** A print path's parameters, without a link token it may carry. */
function printParams(path: string): Record<string, string> {
  const params = new URLSearchParams(path.slice(path.indexOf('?') + 1));
  params.delete('link');
  return Object.fromEntries(params);
}

/**
 * POST /dealsheet/email?token= (spec 001 §7, spec 002 "Share popup"): e-mails the deal sheet of url (a single deal
 * sheet print path) to an address through the mail port, the PDF attached, the sender's message and a link in the
 * body. The link, GET /dealsheet/view?link=, opens that deal sheet alone, as the sender, for the dealer's
 * dealsheet_expiry days: its token is bound to the whole print path, so it opens nothing else. Past the sender's, the
 * dealer's or the address's limit of deal sheets by e-mail (domain/limits/sendLimits.ts), 429 and nothing is sent.
 */
export function dealSheetEmailRoutes(deps: Pick<ServerDeps, 'db' | 'signer' | 'mail' | 'publicUrl'>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/dealsheet/email', requireUser(deps), requireDealer(), validBody(DealSheetEmailRequestSchema), async (c) => {
    const request = c.req.valid('json');
    const dealer = c.get('dealer');
    const sender = c.get('user');
    if (request.user_id !== sender.id) return c.json({ message: NOT_THE_SENDER_MESSAGE }, 403);
    const params = printParams(request.url);
    if (params.token !== undefined && params.token !== dealer.token) return c.json({ message: OTHER_DEALER_SHEET_MESSAGE }, 400);
    const query = parseQuery(DealPrintQuerySchema, params);
    if (!query.ok) return c.json({ message: query.message }, 400);
    if (request.opportunity_id !== undefined && request.opportunity_id !== query.value.opportunityId) {
      return c.json({ message: OTHER_OPPORTUNITY_MESSAGE }, 400);
    }
    const sheet = await opportunityDealSheet(deps.db, dealer, query.value);
    if (!sheet) return c.json({ message: UNKNOWN_OPPORTUNITY_MESSAGE }, 404);
    const quota = await takeSendQuota(deps.db, 'deal_sheet_email', { user: sender.id, dealer: dealer.token, recipient: request.email });
    if (!quota.ok) return sendRefused(c, quota);

    const days = (await loadDealerSettings(deps.db, dealer.token)).config.dealsheet_expiry;
    const path = `${PRINT_PATH}?${new URLSearchParams({ ...params, token: dealer.token })}`;
    const exp = Math.floor(Date.now() / 1000) + days * DAY_SECONDS;
    const link = await deps.signer.sign({ sub: sender.id, exp, kind: 'link', path, dealer: dealer.token });
    const [person] = await deps.db.query<{ first_name: string; last_name: string }>('SELECT first_name, last_name FROM users WHERE id = $1', [sender.id]);
    await deps.mail.send(
      dealSheetMail(request.email, sheet, {
        dealerName: dealer.name,
        sender: person ? displayName(person) : '',
        message: request.message,
        link: `${deps.publicUrl.replace(/\/$/, '')}/dealsheet/view?link=${encodeURIComponent(link)}`,
        days,
      }),
    );
    return c.json({ message: SHARE_SENT_MESSAGE });
  });

  app.get('/dealsheet/view', async (c) => {
    const claims = await deps.signer.verify(c.req.query('link') ?? '');
    if (!claims || claims.kind !== 'link' || !claims.path.startsWith(`${PRINT_PATH}?`)) return c.json({ message: DEAL_SHEET_LINK_MESSAGE }, 401);
    const params = printParams(claims.path);
    if (params.token !== claims.dealer) return c.json({ message: DEAL_SHEET_LINK_MESSAGE }, 401);
    const user = await loadAuthUser(deps, claims.sub);
    if (!user) return c.json({ message: DEAL_SHEET_LINK_MESSAGE }, 401);
    const dealer = user.dealers.find((d) => d.token === params.token);
    if (!dealer) return c.json({ message: WRONG_DEALER_MESSAGE }, 403);
    const query = parseQuery(DealPrintQuerySchema, params);
    if (!query.ok) return c.json({ message: query.message }, 400);
    const sheet = await opportunityDealSheet(deps.db, dealer, query.value);
    return sheet ? pdfResponse(c, sheet) : c.json({ message: UNKNOWN_OPPORTUNITY_MESSAGE }, 404);
  });

  return app;
}
