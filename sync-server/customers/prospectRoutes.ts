import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { Command } from '../../domain/commands/command.ts';
import { CUSTOMER_LOAD_ERROR } from '../../domain/customers/customerProfile.ts';
import { NoteTextSchema, notesNewestFirst, type CustomerRecord } from '../../domain/customers/customerRecord.ts';
import { ProspectFormSchema, prospectFormError } from '../../domain/prospects/prospectForm.ts';
import type { Doc } from '../../domain/events/collections.ts';
import { requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import type { EventStore } from '../events/eventStore.ts';
import { readCustomerDocs, readProjectionRows } from '../events/projectionTables.ts';
import { recordCommand, refusal } from '../events/recordCommand.ts';
import { validBody } from '../http/validate.ts';
import { AssignBodySchema, CustomerUpdateBodySchema } from './customerBodies.ts';

const IdSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('An id is required.'), v.maxLength(64, 'The id is too long.'));
const ProspectId = v.pipe(v.string('prospect_id is required.'), v.trim(), v.nonEmpty('prospect_id is required.'), v.maxLength(64));
const ProspectIdBody = v.object({ prospect_id: ProspectId });
const NoteBody = v.object({ id: v.optional(v.pipe(v.string(), v.maxLength(64))), prospect_id: ProspectId, note: v.string('note is required.') });
/** POST /prospect/update_status: status 1 active, 0 inactive (spec 003 §7 names the fields, not their values). */
const StatusBody = v.object({ prospect_id: ProspectId, status: v.picklist(['0', '1', 0, 1] as const, 'status is 0 (inactive) or 1 (active).') });

/**
 * The prospect profile's calls for API callers (spec 000 §7, 003 §7): the same events the prospect page dispatches.
 * - GET /prospect/{id} and GET /prospects/{id}: the prospect, their notes (newest first), activities and leads.
 * - GET /prospect/notes/{id}: the notes.
 * - POST /prospects/update (prospect_id and the customer form's person fields), /prospects/delete (prospect_id:
 *   Mark Inactive, or Mark Active when inactive), /prospects/note and /prospect/add_note (prospect_id, note, id
 *   for an edit), /prospects/assign (prospect_id or customer_id, user_id), /prospect/update_status (prospect_id,
 *   status 1 active or 0 inactive).
 */
export function prospectRoutes(deps: Pick<ServerDeps, 'db' | 'signer'>, store: EventStore): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const signedIn = requireUser(deps);
  const ofDealer = requireDealer();

  const prospectOf = async (dealer: string, id: string): Promise<Doc | null> => {
    const [row] = await readProjectionRows(deps.db, 'prospects', dealer, [id]);
    return row && !row.deleted ? row.doc : null;
  };
  const recordsOf = async (dealer: string, id: string) => {
    const records = (await readCustomerDocs(deps.db, 'activities', dealer, id)) as unknown as CustomerRecord[];
    return { notes: notesNewestFirst(records), activities: [...records].sort((a, b) => b.created_at.localeCompare(a.created_at)) };
  };
  const leadsOf = async (dealer: string, id: string) => {
    const rows = await deps.db.query<{ doc: Doc }>(
      `SELECT doc FROM leads WHERE dealer = $1 AND doc->>'prospect_id' = $2 AND NOT deleted ORDER BY doc->>'received_at' DESC`,
      [dealer, id],
    );
    return rows.map((row) => row.doc);
  };
  const write = (c: Context<AppEnv>, command: Command) => recordCommand(c, store, command);
  const done = async (c: Context<AppEnv>, refused: string | null, id: string) =>
    refused ? refusal(c, refused) : c.json(await recordsOf(c.get('dealer').token, id));

  const profile = async (c: Context<AppEnv>) => {
    const id = v.safeParse(IdSchema, c.req.param('id'));
    if (!id.success) return c.json({ message: id.issues[0].message }, 400);
    const dealer = c.get('dealer').token;
    const prospect = await prospectOf(dealer, id.output);
    if (!prospect) return c.json({ message: CUSTOMER_LOAD_ERROR }, 404);
    const [records, leads] = await Promise.all([recordsOf(dealer, id.output), leadsOf(dealer, id.output)]);
    return c.json({ prospect, ...records, leads });
  };
  app.get('/prospect/notes/:id', signedIn, ofDealer, async (c) => {
    const id = v.safeParse(IdSchema, c.req.param('id'));
    if (!id.success) return c.json({ message: id.issues[0].message }, 400);
    return c.json({ notes: (await recordsOf(c.get('dealer').token, id.output)).notes });
  });
  app.get('/prospect/:id', signedIn, ofDealer, profile);
  app.get('/prospects/:id', signedIn, ofDealer, profile);

  app.post('/prospects/update', signedIn, ofDealer, validBody(v.object({ ...CustomerUpdateBodySchema.entries, prospect_id: ProspectId })), async (c) => {
    const body = c.req.valid('json');
    const form = v.parse(ProspectFormSchema, { ...body, can_call: body.can_call, can_email: body.can_email });
    const invalid = prospectFormError(form);
    if (invalid) return c.json({ message: invalid }, 400);
    return done(c, await write(c, { type: 'prospect.update', id: body.prospect_id, form }), body.prospect_id);
  });

  app.post('/prospects/delete', signedIn, ofDealer, validBody(ProspectIdBody), async (c) => {
    const { prospect_id } = c.req.valid('json');
    const dealer = c.get('dealer').token;
    const prospect = await prospectOf(dealer, prospect_id);
    if (!prospect) return c.json({ message: CUSTOMER_LOAD_ERROR }, 404);
    const refused = await write(c, { type: 'prospect.setActive', customer_id: prospect_id, active: Boolean(prospect.deleted_at) });
    return refused ? refusal(c, refused) : c.json({ deleted: (await prospectOf(dealer, prospect_id))?.deleted_at ?? null });
  });

  app.post('/prospect/update_status', signedIn, ofDealer, validBody(StatusBody), async (c) => {
    const { prospect_id, status } = c.req.valid('json');
    const refused = await write(c, { type: 'prospect.setActive', customer_id: prospect_id, active: String(status) === '1' });
    return done(c, refused, prospect_id);
  });

  const saveNote = async (c: Context<AppEnv>, body: v.InferOutput<typeof NoteBody>) => {
    const note = v.safeParse(NoteTextSchema, body.note);
    if (!note.success) return c.json({ message: note.issues[0].message }, 400);
    const refused = await write(c, { type: 'prospect.saveNote', id: body.id || crypto.randomUUID(), customer_id: body.prospect_id, note: note.output });
    return done(c, refused, body.prospect_id);
  };
  app.post('/prospects/note', signedIn, ofDealer, validBody(NoteBody), (c) => saveNote(c, c.req.valid('json')));
  app.post('/prospect/add_note', signedIn, ofDealer, validBody(NoteBody), (c) => saveNote(c, c.req.valid('json')));

  app.post('/prospects/assign', signedIn, ofDealer, validBody(v.object({ prospect_id: ProspectId, user_id: AssignBodySchema.entries.user_id })), async (c) => {
    const body = c.req.valid('json');
    const refused = await write(c, { type: 'prospect.assign', customer_id: body.prospect_id, user_id: body.user_id });
    return refused ? refusal(c, refused) : c.json({ prospect_id: body.prospect_id, user_id: body.user_id });
  });

  return app;
}
