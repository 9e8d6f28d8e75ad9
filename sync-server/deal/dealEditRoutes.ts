import { Hono } from 'hono';
import * as v from 'valibot';
import type { Command } from '../../domain/commands/command.ts';
import type { OwnedVehicleDoc } from '../../domain/deal/dealDocs.ts';
import { DEAL_EDIT_FIELDS, dealEditResult, typedNumber, type DealEditForm } from '../../domain/deal/dealEdit.ts';
import { automaticPayout, withAutomaticPayout } from '../../domain/deal/dealEditPayout.ts';
import { VEHICLE_NOT_ON_FILE_MESSAGE } from '../../domain/deal/deskTargets.ts';
import { MILEAGE_MESSAGE, MileageSchema } from '../../domain/deal/mileageUpdatedEvent.ts';
import { mileageValuation } from '../../domain/opportunities/mileageValuation.ts';
import { dayInTimeZone } from '../../domain/time/zonedClock.ts';
import { requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import type { EventStore } from '../events/eventStore.ts';
import { recordCommand, refusal } from '../events/recordCommand.ts';
import { loadDealerMiningInput, loadDealerSettings } from '../opportunities/loadMiningInput.ts';
import { validBody } from '../http/validate.ts';

const Id = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(100, message));

/** The deal edit fields as a JSON object or a form: any field may come as text, a number or nothing. */
const DealEditBodySchema = v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()]));

const MileageBodySchema = v.object({
  vehicle_id: Id('vehicle_id is required.'),
  customer_id: Id('customer_id is required.'),
  mileage: v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(typedNumber))], MILEAGE_MESSAGE), MileageSchema),
});

type Body = v.InferOutput<typeof DealEditBodySchema>;

const text = (value: Body[string] | undefined) => (value === null || value === undefined ? '' : String(value).trim());

/** payout_edited as a caller may send it: true, 1, "true", "1" or false, 0, "false", "0"; null when left out. */
function editedFlag(value: Body[string] | undefined): boolean | null {
  if (value === undefined || value === null || value === '') return null;
  return value === true || value === 1 || value === 'true' || value === '1';
}

/**
 * The form an API caller means. payout left out is the payout rule's; payout_edited left out means the payout was
 * typed when one is given that differs from the rule's figure today.
 */
function callerForm(body: Body, today: string): DealEditForm {
  const fields = Object.fromEntries(DEAL_EDIT_FIELDS.map((field) => [field, text(body[field])])) as Record<(typeof DEAL_EDIT_FIELDS)[number], string>;
  const flag = editedFlag(body.payout_edited);
  const form: DealEditForm = { ...fields, payout_edited: false };
  if (flag !== null) return withAutomaticPayout({ ...form, payout_edited: flag && form.payout !== '' }, today);
  const computed = automaticPayout(form, today);
  const typed = form.payout !== '' && computed !== null && typedNumber(form.payout) !== computed;
  return withAutomaticPayout({ ...form, payout_edited: typed }, today);
}

/**
 * The deal edit and the mileage update for API callers (spec 001 §7): each appends the same event the deal page
 * dispatches, for the signed-in user, through the event store (its checks, projection and the customer's re-mining).
 *
 * - POST /opportunity/dealsheet/update with the deal edit fields (JSON or form) → { opportunity } (the row as the
 *   engine leaves it, null when the engine no longer finds it); 400 with the first field message and `errors`.
 * - POST /vehicle/update/mileage (vehicle_id, customer_id, mileage) → { value, equity }.
 */
export function dealEditRoutes(deps: Pick<ServerDeps, 'db' | 'signer'>, store: EventStore): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const signedIn = requireUser(deps);
  const ofDealer = requireDealer();

  app.post('/opportunity/dealsheet/update', signedIn, ofDealer, validBody(DealEditBodySchema), async (c) => {
    const body = c.req.valid('json');
    const dealer = c.get('dealer').token;
    const today = dayInTimeZone((await loadDealerSettings(deps.db, dealer)).config.dealer_timezone);
    const form = callerForm(body, today);
    const result = dealEditResult(form);
    if (!result.ok) return c.json({ message: result.message, errors: result.errors }, 400);
    const refused = await recordCommand(c, store, { type: 'deal.update', form });
    if (refused) return refusal(c, refused);
    const [row] = await store.documents(dealer, [{ collection: 'opportunities', id: result.deal.opportunity_id }]);
    return c.json({ opportunity: row?.doc ?? null });
  });

  app.post('/vehicle/update/mileage', signedIn, ofDealer, validBody(MileageBodySchema), async (c) => {
    const body = c.req.valid('json');
    const { vehicle_id, customer_id, mileage } = body;
    const dealer = c.get('dealer').token;
    const [stored] = await store.documents(dealer, [{ collection: 'vehicles', id: vehicle_id }]);
    if (!stored?.doc) return c.json({ message: VEHICLE_NOT_ON_FILE_MESSAGE }, 404);
    const { settings, build } = await loadDealerMiningInput(deps.db, dealer);
    const valuation = mileageValuation({
      vehicle: stored.doc as unknown as OwnedVehicleDoc,
      mileage,
      build,
      settings: settings.config,
      today: dayInTimeZone(settings.config.dealer_timezone),
    });
    const command: Command = { type: 'vehicle.updateMileage', vehicle_id, customer_id, mileage };
    const refused = await recordCommand(c, store, command, { valueMileage: async () => valuation });
    if (refused) return refusal(c, refused);
    return c.json(valuation);
  });

  return app;
}
