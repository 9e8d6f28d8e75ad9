import * as v from 'valibot';
import type { Dealer } from '../../domain/dealers/dealer.ts';
import { ADMIN, AdminFlagSchema, RoleSchema, roleOf } from '../../domain/session/roles.ts';
import { displayName, type SessionUser } from '../../domain/session/sessionUser.ts';
import { APP_VERSION } from '../appVersion.ts';
import type { ServerDeps } from '../context.ts';

type UserRow = {
  id: number;
  token: string;
  email: string;
  first_name: string;
  last_name: string;
  role_id: number;
  admin: number;
  current_dealer_id: number | null;
  release_number: string | null;
  release_content: string;
};

type DealerRow = Dealer & { id: number };

const RoleIdSchema = RoleSchema.entries.id;

/** The live channel a client subscribes to for its user's alerts. */
export function userChannel(userToken: string): string {
  return `user.${userToken}`;
}

/**
 * The session user of spec 000 §3: the dealers the user belongs to (by name), the current one (the one set last,
 * otherwise the first), those with an active mailbox and those that can text. Null for a missing or inactive user, or one who belongs
 * to no dealer.
 */
export async function loadSessionUser(deps: Pick<ServerDeps, 'db' | 'mailboxes' | 'textDealers'>, userId: number): Promise<SessionUser | null> {
  const { db } = deps;
  const [user] = await db.query<UserRow>(
    `SELECT id, token, email, first_name, last_name, role_id, admin, current_dealer_id, release_number, release_content
     FROM users WHERE id = $1`,
    [userId],
  );
  if (!user || user.admin === ADMIN.inactive) return null;
  const rows = await db.query<DealerRow>(
    `SELECT d.id, d.key, d.name, d.brand, d.city, d.province, d.country, d.token, d.logo, d.address, d.postal_code,
            d.phone, d.latitude, d.longitude
     FROM dealers d JOIN user_dealers ud ON ud.dealer_id = d.id WHERE ud.user_id = $1 ORDER BY d.name, d.id`,
    [userId],
  );
  const current = rows.find((row) => row.id === user.current_dealer_id) ?? rows[0];
  if (!current) return null;
  const dealers = rows.map(({ id: _id, ...dealer }) => dealer);
  const { id: _currentId, ...dealer } = current;
  return {
    id: user.id,
    token: user.token,
    first_name: user.first_name,
    last_name: user.last_name,
    display_name: displayName(user),
    email: user.email,
    dealer,
    dealers,
    role: roleOf(v.parse(RoleIdSchema, user.role_id)),
    admin: v.parse(AdminFlagSchema, user.admin),
    release: { number: user.release_number, content: user.release_content },
    version: APP_VERSION,
    channel: userChannel(user.token),
    mailbox_dealers: await deps.mailboxes.activeDealers(dealers.map((row) => row.token), user.id),
    text_dealers: deps.textDealers?.(dealers.map((row) => row.token)) ?? [],
  };
}
