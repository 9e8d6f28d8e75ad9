import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { Action } from '../../domain/permissions/permissions.ts';
import { ADMIN } from '../../domain/session/roles.ts';
import { DEALERSHIP_SAVED_MESSAGE, DealershipFormSchema } from '../../domain/settings/dealershipForm.ts';
import { OPPORTUNITY_SETTINGS_SAVED_MESSAGE, SettingsChangeSchema } from '../../domain/settings/opportunitySettingsForm.ts';
import { requireAction, requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import type { EventStore } from '../events/eventStore.ts';
import { recordCommand, refusal } from '../events/recordCommand.ts';
import { validBody } from '../http/validate.ts';
import { loadDealerSettings } from '../opportunities/loadMiningInput.ts';
import { dealerSettingsAnswer } from './dealerSettingsAnswer.ts';
import { DealershipUpdateBodySchema, OpportunitySettingsBodySchema, opportunitySettingsChange, ROWS_BODY_SCHEMAS, type SettingsList } from './settingsBodies.ts';

export const DEALER_ID_MESSAGE = 'The id is not the id of the dealer the token names.';

/**
 * The Dealership and Opportunity tabs' calls (spec 002 §7), for administrators of the dealer (403 otherwise, as for
 * the tabs: domain/permissions): each write is the command the tab dispatches, so both record the same event with
 * the same checks (domain/settings/dealershipEvents.ts, settingsSavedEvent.ts).
 * - GET /settings/dealership → {dealer}: the Dealer of spec 002 §3 (sync-server/settings/dealerSettingsAnswer.ts).
 * - GET /settings/total → {users}: the dealer's users who are not inactive (the User Management tab's count).
 * - POST /dealership/update: the profile fields (a field left out keeps the dealer's) → {status, message, dealer}.
 * - POST /settings/opportunity: service.declined, dealsheet.*, opportunities (JSON of flags) → {status, message}.
 * - POST /settings/rates, /settings/fees, /settings/tax: rates, fees, taxes (a JSON list) → the saved list.
 * A body that breaks a rule: 400 {status: 'error', message} with the rule's message.
 */
export function settingsRoutes(deps: Pick<ServerDeps, 'db' | 'signer'>, store: EventStore): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const allowed = (action: Action) => [requireUser(deps), requireDealer(), requireAction(action)] as const;
  const failed = (c: Context<AppEnv>, message: string) => c.json({ status: 'error', message }, 400);
  const save = async (c: Context<AppEnv>, change: unknown) => {
    const parsed = v.safeParse(SettingsChangeSchema, change);
    if (!parsed.success) return { refused: failed(c, parsed.issues[0].message) };
    const refused = await recordCommand(c, store, { type: 'settings.save', change: parsed.output });
    return refused ? { refused: refusal(c, refused) } : { refused: null };
  };

  app.get('/settings/dealership', ...allowed('settings.dealership'), async (c) => c.json({ dealer: await dealerSettingsAnswer(deps.db, c.get('dealer').token) }));

  app.get('/settings/total', ...allowed('settings.dealership'), async (c) => {
    const [row] = await deps.db.query<{ users: number }>(
      `SELECT count(*)::int AS users FROM refs WHERE dealer = $1 AND NOT deleted AND doc->>'kind' = 'user' AND doc->>'admin' <> $2`,
      [c.get('dealer').token, String(ADMIN.inactive)],
    );
    return c.json({ users: row?.users ?? 0 });
  });

  app.post('/dealership/update', ...allowed('settings.dealership'), validBody(DealershipUpdateBodySchema), async (c) => {
    const body = c.req.valid('json');
    const dealer = c.get('dealer');
    if (body.id !== undefined && body.id !== String(dealer.id)) return failed(c, DEALER_ID_MESSAGE);
    const current = await dealerSettingsAnswer(deps.db, dealer.token);
    const form = v.safeParse(DealershipFormSchema, {
      name: body.name ?? current.name,
      address: body.address ?? current.address,
      city: body.city ?? current.city,
      province: body.province ?? current.province,
      country: (body.country ?? current.country).trim().toLowerCase().replace(/^ca$/, 'canada').replace(/^united states$/, 'us'),
      postal_code: body.postal_code ?? current.postal_code,
      phone: body.phone ?? current.phone,
      url: body.url ?? current.url,
      timezone: body.timezone ?? current.timezone,
    });
    if (!form.success) return failed(c, form.issues[0].message);
    const refused = await recordCommand(c, store, { type: 'dealership.update', form: form.output });
    if (refused) return refusal(c, refused);
    return c.json({ status: 'success', message: DEALERSHIP_SAVED_MESSAGE, dealer: await dealerSettingsAnswer(deps.db, dealer.token) });
  });

  app.post('/settings/opportunity', ...allowed('settings.opportunity'), validBody(OpportunitySettingsBodySchema), async (c) => {
    const { refused } = await save(c, opportunitySettingsChange(c.req.valid('json')));
    return refused ?? c.json({ status: 'success', message: OPPORTUNITY_SETTINGS_SAVED_MESSAGE });
  });

  const saveList = (path: string, list: SettingsList) =>
    app.post(path, ...allowed('settings.opportunity'), validBody(ROWS_BODY_SCHEMAS[list]), async (c) => {
      const body: Record<string, unknown> = c.req.valid('json');
      const { refused } = await save(c, { [list]: body[list] });
      if (refused) return refused;
      const settings = await loadDealerSettings(deps.db, c.get('dealer').token);
      return c.json({ [list]: settings[list] });
    });
  saveList('/settings/rates', 'rates');
  saveList('/settings/fees', 'fees');
  saveList('/settings/tax', 'taxes');

  return app;
}
