import type { CollectionName, Doc } from '../events/collections.ts';
import { can, type Action, type Actor } from './permissions.ts';

/** Who reads: their role and admin flag, and their user id (their own user document is theirs to read whole). */
export type Reader = Actor & { id: number };

/**
 * The refs kinds only some roles read, and the action each needs: the one the HTTP calls of the same data require
 * (GET /billing/transactions and /billing/balance need settings.billing). Every other kind is every role's: users
 * (names for the rows), settings (the deal calculator's rates), mailboxes (the Mailbox tab is every role's),
 * templates (every role's composers pick them), the dealership profile (what every deal sheet prints), read marks,
 * the build catalogue.
 */
const REF_KIND_ACTION: ReadonlyMap<unknown, Action> = new Map([['billing', 'settings.billing']]);

/** The contact fields of a user document, read only as User Management reads them (GET /users). */
const USER_CONTACT_FIELDS = ['email', 'phone'] as const;

/** Whether an actor sees colleagues' e-mail and phone: when they may see User Management (GET /users's guard). */
export function canSeeColleagueContacts(actor: Actor): boolean {
  return can(actor, 'settings.users');
}

/** Whether a reader sees a user's e-mail and phone: their own always, a colleague's as canSeeColleagueContacts says. */
export function canSeeUserContacts(reader: Reader, userId: number): boolean {
  return userId === reader.id || canSeeColleagueContacts(reader);
}

/**
 * What a reader may read of a document of their dealer (docs/sync.md "What a role reads"): the document, the
 * document without what they may not see (a colleague's user document without e-mail and phone), or null when it is
 * not theirs to read at all (a billing record without Settings > Billing). Every way documents leave the server for
 * a user goes through it: the pull, the snapshot pages and the documents answered after a refused push.
 */
export function readableDocument<D extends Doc>(reader: Reader, collection: CollectionName, doc: D): D | null {
  if (collection !== 'refs') return doc;
  const action = REF_KIND_ACTION.get(doc.kind);
  if (action && !can(reader, action)) return null;
  if (doc.kind === 'user' && !canSeeUserContacts(reader, Number(doc.user_id))) {
    const named: Doc = { ...doc };
    for (const field of USER_CONTACT_FIELDS) delete named[field];
    return named as D;
  }
  return doc;
}
