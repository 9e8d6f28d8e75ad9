import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { Command } from '../../domain/commands/command.ts';
import { CUSTOMER_LOAD_ERROR } from '../../domain/customers/customerProfile.ts';
import { customerFormError } from '../../domain/customers/customerForm.ts';
import { NoteTextSchema, notesNewestFirst, type CustomerRecord } from '../../domain/customers/customerRecord.ts';
import type { Doc } from '../../domain/events/collections.ts';
import { requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import type { EventStore } from '../events/eventStore.ts';
import { readCustomerDocs, readProjectionRows } from '../events/projectionTables.ts';
import { recordCommand, refusal } from '../events/recordCommand.ts';
import { validBody } from '../http/validate.ts';
import { AssignBodySchema, bodyForm, CustomerIdBodySchema, CustomerUpdateBodySchema, NoteBodySchema, NoteDeleteBodySchema } from './customerBodies.ts';


const IdSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('An id is required.'), v.maxLength(64, 'The id is too long.'));

/**
 * The customer profile's reads and writes for API callers (spec 000 §7). Every write makes the command the
 * profile page dispatches, so an API caller and the page record the same events with the same checks:
 * - GET /customer/{id}: the customer, owned vehicles, opportunity rows, appointments, sales, notes (newest first)
 *   and the activity log (notes included).
 * - GET /customer/{id}/activities: the activity log.
 * - POST /customers/update: create (no customer_id) or update; answers message, customer_id, updated_at, activities.
 * - POST /customers/delete: Mark Inactive, or Mark Active when inactive; answers deleted.
 * - POST /customers/note (id for an edit), /customers/note/delete; answer notes and activities.
 * - POST /customers/assign: customer_id, user_id (null: unassigned).
 */
export function customerRoutes(deps: Pick<ServerDeps, 'db' | 'signer'>, store: EventStore): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const signedIn = requireUser(deps);
  const ofDealer = requireDealer();

  const customerOf = async (dealer: string, id: string): Promise<Doc | null> => {
    const [row] = await readProjectionRows(deps.db, 'customers', dealer, [id]);
    return row && !row.deleted ? row.doc : null;
  };
  const recordsOf = async (dealer: string, id: string) => {
    const records = (await readCustomerDocs(deps.db, 'activities', dealer, id)) as unknown as CustomerRecord[];
    const newestFirst = [...records].sort((a, b) => b.created_at.localeCompare(a.created_at));
    return { notes: notesNewestFirst(records), activities: newestFirst };
  };
  const idParam = (c: Context<AppEnv>) => v.safeParse(IdSchema, c.req.param('id'));
  const write = async (c: Context<AppEnv>, command: Command) => recordCommand(c, store, command);

  app.get('/customer/:id', signedIn, ofDealer, async (c) => {
    const id = idParam(c);
    if (!id.success) return c.json({ message: id.issues[0].message }, 400);
    const dealer = c.get('dealer').token;
    const customer = await customerOf(dealer, id.output);
    if (!customer) return c.json({ message: CUSTOMER_LOAD_ERROR }, 404);
    const [vehicles, opportunities, appointments, sales, records] = await Promise.all([
      readCustomerDocs(deps.db, 'vehicles', dealer, id.output),
      readCustomerDocs(deps.db, 'opportunities', dealer, id.output),
      readCustomerDocs(deps.db, 'appointments', dealer, id.output),
      readCustomerDocs(deps.db, 'deals', dealer, id.output),
      recordsOf(dealer, id.output),
    ]);
    return c.json({ customer, vehicles, opportunities, appointments, sales, ...records });
  });

  app.get('/customer/:id/activities', signedIn, ofDealer, async (c) => {
    const id = idParam(c);
    if (!id.success) return c.json({ message: id.issues[0].message }, 400);
    const dealer = c.get('dealer').token;
    if (!(await customerOf(dealer, id.output))) return c.json({ message: CUSTOMER_LOAD_ERROR }, 404);
    return c.json({ activities: (await recordsOf(dealer, id.output)).activities });
  });

  app.post('/customers/update', signedIn, ofDealer, validBody(CustomerUpdateBodySchema), async (c) => {
    const body = c.req.valid('json');
    const form = bodyForm(body);
    const invalid = customerFormError(form);
    if (invalid) return c.json({ message: invalid }, 400);
    const creating = !body.customer_id;
    const id = body.customer_id || crypto.randomUUID();
    const command: Command = creating ? { type: 'customer.create', id, form } : { type: 'customer.update', id, form, status: body.status };
    const refused = await write(c, command);
    if (refused) return refusal(c, refused);
    const dealer = c.get('dealer').token;
    const customer = await customerOf(dealer, id);
    return c.json({
      message: creating ? 'The customer was created successfully.' : 'The customer was updated successfully.',
      customer_id: id,
      updated_at: customer?.updated_at ?? null,
      activities: (await recordsOf(dealer, id)).activities,
    });
  });

  app.post('/customers/delete', signedIn, ofDealer, validBody(CustomerIdBodySchema), async (c) => {
    const { customer_id } = c.req.valid('json');
    const dealer = c.get('dealer').token;
    const customer = await customerOf(dealer, customer_id);
    if (!customer) return c.json({ message: CUSTOMER_LOAD_ERROR }, 404);
    const refused = await write(c, { type: 'customer.setActive', customer_id, active: Boolean(customer.deleted_at) });
    if (refused) return refusal(c, refused);
    return c.json({ deleted: (await customerOf(dealer, customer_id))?.deleted_at ?? null });
  });

  app.post('/customers/note', signedIn, ofDealer, validBody(NoteBodySchema), async (c) => {
    const body = c.req.valid('json');
    const note = v.safeParse(NoteTextSchema, body.note);
    if (!note.success) return c.json({ message: note.issues[0].message }, 400);
    const refused = await write(c, { type: 'customer.saveNote', id: body.id || crypto.randomUUID(), customer_id: body.customer_id, note: note.output });
    if (refused) return refusal(c, refused);
    return c.json(await recordsOf(c.get('dealer').token, body.customer_id));
  });

  app.post('/customers/note/delete', signedIn, ofDealer, validBody(NoteDeleteBodySchema), async (c) => {
    const body = c.req.valid('json');
    const refused = await write(c, { type: 'customer.deleteNote', id: body.id, customer_id: body.customer_id });
    if (refused) return refusal(c, refused);
    return c.json(await recordsOf(c.get('dealer').token, body.customer_id));
  });

  app.post('/customers/assign', signedIn, ofDealer, validBody(AssignBodySchema), async (c) => {
    const body = c.req.valid('json');
    const refused = await write(c, { type: 'customer.assign', customer_id: body.customer_id, user_id: body.user_id });
    if (refused) return refusal(c, refused);
    return c.json({ customer_id: body.customer_id, user_id: body.user_id });
  });

  return app;
}
