import { Hono } from 'hono';
import type { AppEnv, ServerDeps } from '../context.ts';
import type { EventStore } from '../events/eventStore.ts';
import { integrationRoutes } from './integrationRoutes.ts';
import type { MailboxAccess } from './mailboxAccess.ts';
import type { MailboxDeps } from './mailboxDeps.ts';
import { mailboxReadRoutes } from './mailboxReadRoutes.ts';
import { mailboxSaveRoutes } from './mailboxSaveRoutes.ts';
import { mailboxStateRoutes } from './mailboxStateRoutes.ts';

/** Every call of Settings > Mailboxes (spec 002 §7, docs/api.md "Mailboxes"). */
export function mailboxRoutes(deps: Pick<ServerDeps, 'db' | 'signer' | 'publicUrl'>, store: EventStore, access: MailboxAccess): Hono<AppEnv> {
  // The public URL is read at each call: the server learns it once it listens (the OAuth redirect is built from it).
  const mailboxDeps: MailboxDeps = {
    db: deps.db,
    signer: deps.signer,
    get publicUrl() {
      return deps.publicUrl;
    },
    store,
    access,
  };
  const app = new Hono<AppEnv>();
  app.route('/', mailboxReadRoutes(mailboxDeps));
  app.route('/', mailboxSaveRoutes(mailboxDeps));
  app.route('/', mailboxStateRoutes(mailboxDeps));
  app.route('/', integrationRoutes(mailboxDeps));
  return app;
}
