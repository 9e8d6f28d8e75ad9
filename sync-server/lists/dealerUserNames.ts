import type { DealerUser } from '../../domain/dealers/dealerUsers.ts';
import { displayName } from '../../domain/session/sessionUser.ts';
import type { Queryable } from '../db/database.ts';

/** The dealer's users as the lists answer them ([{id, name}], A to Z) and a name look-up by user id. */
export type DealerUserNames = { users: { id: number; name: string }[]; userName: (id: number) => string | null };

/** Reads the dealer's user documents (refs of kind "user", the ones every client of the dealer replicates). */
export async function loadDealerUserNames(db: Queryable, dealer: string): Promise<DealerUserNames> {
  const rows = await db.query<{ doc: DealerUser }>("SELECT doc FROM refs WHERE dealer = $1 AND NOT deleted AND doc->>'kind' = 'user'", [dealer]);
  const users = rows
    .map(({ doc }) => ({ id: doc.user_id, name: displayName(doc) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const names = new Map(users.map((user) => [user.id, user.name]));
  return { users, userName: (id) => names.get(id) ?? null };
}
