import { Hono, type Context } from 'hono';
import type { Command } from '../../domain/commands/command.ts';
import { TEMPLATE_CATEGORIES, TEMPLATE_TYPES } from '../../domain/templates/template.ts';
import { TEMPLATE_COLUMNS, templateRows } from '../../domain/templates/templateList.ts';
import { requireAction, requireDealer, requireUser } from '../auth/middleware.ts';
import { readDealerUsers } from '../calendar/calendarReads.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import type { EventStore } from '../events/eventStore.ts';
import { recordCommand, refusal } from '../events/recordCommand.ts';
import { validBody, validQuery } from '../http/validate.ts';
import { csvExport, pageRows } from '../lists/listAnswer.ts';
import {
  NOTHING_TO_UPDATE_MESSAGE,
  TEMPLATE_COPIED_MESSAGE,
  TEMPLATE_CREATED_MESSAGE,
  TEMPLATE_DELETED_MESSAGE,
  TEMPLATE_UPDATED_MESSAGE,
  TemplateCopyBodySchema,
  TemplateCreateBodySchema,
  TemplateListQuerySchema,
  TemplateUpdateBodySchema,
  templateQueryFilter,
} from './templateBodies.ts';
import { readTemplates, templateAnswer } from './templateReads.ts';

const ID_MAX_LENGTH = 64;

/**
 * The templates tab's calls (spec 002 §7 "Templates"), each the command the tab dispatches, so both record the same
 * events with the same checks (domain/templates/templateEvents.ts); every call needs settings.templates (roles 1 and 4:
 * 403). docs/api.md "Templates".
 */
export function templateRoutes(deps: Pick<ServerDeps, 'db' | 'signer'>, store: EventStore): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const guards = [requireUser(deps), requireDealer(), requireAction('settings.templates')] as const;
  const write = async (c: Context<AppEnv>, command: Command, message: string, extra: Record<string, string> = {}) => {
    const refused = await recordCommand(c, store, command);
    return refused ? refusal(c, refused) : c.json({ status: 'success', message, ...extra });
  };
  const idOf = (c: Context<AppEnv>) => {
    const id = c.req.param('id') ?? '';
    return id.length > ID_MAX_LENGTH ? null : id;
  };

  app.get('/templates', ...guards, validQuery(TemplateListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const dealer = c.get('dealer').token;
    const rows = templateRows(await readTemplates(deps.db, dealer), templateQueryFilter(query));
    if (query.export) {
      return csvExport(c, 'templates.csv', TEMPLATE_COLUMNS, rows, null);
    }
    const themes = pageRows(rows, query.page).map(templateAnswer);
    const users = (await readDealerUsers(deps.db, dealer)).map((user) => ({ id: user.user_id, first_name: user.first_name, last_name: user.last_name }));
    return c.json({ themes, total: rows.length, page: query.page, current_total: themes.length, users, categories: TEMPLATE_CATEGORIES, types: TEMPLATE_TYPES });
  });

  app.post('/templates/create', ...guards, validBody(TemplateCreateBodySchema), async (c) => {
    const id = crypto.randomUUID();
    return write(c, { type: 'template.create', id, form: c.req.valid('json') }, TEMPLATE_CREATED_MESSAGE, { id });
  });

  app.post('/templates/copy', ...guards, validBody(TemplateCopyBodySchema), async (c) => {
    const id = crypto.randomUUID();
    return write(c, { type: 'template.copy', id, source_id: c.req.valid('json').id }, TEMPLATE_COPIED_MESSAGE, { id });
  });

  app.post('/templates/:id/update', ...guards, validBody(TemplateUpdateBodySchema), async (c) => {
    const id = idOf(c);
    if (id === null) return c.json({ message: 'The template id is too long.' }, 400);
    const change = Object.fromEntries(Object.entries(c.req.valid('json')).filter(([, value]) => value !== undefined));
    if (Object.keys(change).length === 0) return c.json({ message: NOTHING_TO_UPDATE_MESSAGE }, 400);
    return write(c, { type: 'template.update', change: { ...change, id } }, TEMPLATE_UPDATED_MESSAGE);
  });

  app.post('/templates/:id/delete', ...guards, async (c) => {
    const id = idOf(c);
    if (id === null) return c.json({ message: 'The template id is too long.' }, 400);
    return write(c, { type: 'template.delete', id }, TEMPLATE_DELETED_MESSAGE);
  });

  return app;
}
