import { randomBytes, randomUUID } from 'node:crypto';
import { FORBIDDEN_MESSAGE } from '../../domain/permissions/permissions.ts';
import { ADMIN, type AdminFlag } from '../../domain/session/roles.ts';
import { mayChangeAccess, ownAccessProblem, storedNotifications, type UserForm } from '../../domain/users/userForm.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeUserRefreshTokens } from '../auth/refreshTokens.ts';
import type { AuthUser, DealerRow, ServerDeps } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { QueryError } from '../db/queryError.ts';
import type { EventStore } from '../events/eventStore.ts';
import { SYSTEM_ACTOR } from '../events/systemEvents.ts';
import { dealerTokensOf, dealerUserOf, emailTaken, importCandidates, userById, userOfDealer, type UserRecord } from './userRecords.ts';
import { setPasswordLink, welcomeMail } from './welcomeMail.ts';
import { takeSendQuota } from '../limits/sendQuota.ts';

export const EMAIL_TAKEN_MESSAGE = 'This email already belongs to a user. A user of another of your dealerships is added with IMPORT USER.';
export const USER_NOT_FOUND_MESSAGE = 'This user does not belong to this dealership.';
export const NOT_IMPORTABLE_MESSAGE = 'This user is not one of your other dealerships’ users, or already belongs to this one.';

export type UserWriteDeps = Pick<ServerDeps, 'db' | 'mail' | 'publicUrl'> & {
  store: EventStore;
  /** Closes the live sockets of the user of this token on every instance (the live hub's endUser). */
  endUser: (userToken: string) => void;
};

export type UserWrite = { ok: true; user: UserRecord } | { ok: false; status: 403 | 404 | 409 | 429; message: string };

const refuse = (status: 403 | 404 | 409 | 429, message: string): UserWrite => ({ ok: false, status, message });

/**
 * Tells every browser of every dealer of a user what the user is now: a dealer.user_set (action null) per dealer,
 * as the demo seed announces memberships, so the users lists are local data that follow each change.
 */
export async function announceUser(deps: Pick<UserWriteDeps, 'db' | 'store'>, userId: number): Promise<UserRecord> {
  const user = await userById(deps.db, userId);
  if (!user) throw new Error(`User ${userId} vanished while it was being saved.`);
  const payload = dealerUserOf(user);
  const time = new Date().toISOString();
  const dealers = await dealerTokensOf(deps.db, userId);
  await deps.store.appendSystem(dealers.map((dealer) => ({ id: randomUUID(), type: 'dealer.user_set', dealer, actor: SYSTEM_ACTOR, time, payload })));
  return user;
}

/** The writes of a user's type: deactivating (admin 2) ends their sessions and open links; reactivating clears the date. */
async function writeAdminFlag(tx: Queryable, userId: number, before: AdminFlag, after: AdminFlag): Promise<void> {
  if (after === ADMIN.inactive && before !== ADMIN.inactive) {
    await tx.query('UPDATE users SET admin = $2, deleted_at = now() WHERE id = $1', [userId, after]);
    await revokeUserRefreshTokens(tx, userId);
    await tx.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
  } else {
    await tx.query('UPDATE users SET admin = $2, deleted_at = CASE WHEN $2 = 2 THEN deleted_at ELSE NULL END WHERE id = $1', [userId, after]);
  }
}

/**
 * After a write is committed: a user it left inactive loses their open live sockets at once (their tokens already
 * open nothing else), before the write is announced to their dealers.
 */
function endIfInactive(deps: UserWriteDeps, target: UserRecord, admin: AdminFlag): void {
  if (admin === ADMIN.inactive) deps.endUser(target.token);
}

/** The checks shared by an update and an import: only administrators change access, never their own. */
function accessProblem(actor: AuthUser, target: UserRecord, form: UserForm): UserWrite | null {
  const changes = form.role_id !== target.role.id || form.admin !== target.admin;
  if (changes && !mayChangeAccess({ role: actor.role, admin: actor.admin })) return refuse(403, FORBIDDEN_MESSAGE);
  const own = ownAccessProblem(target.user_id === actor.id, target.admin, form.admin);
  return own ? refuse(403, own) : null;
}

/** Writes the form's fields onto a user on file (the e-mail stays: it is read-only for existing users). */
async function writeForm(tx: Queryable, target: UserRecord, form: UserForm, passwordHash: string | null): Promise<void> {
  const notifications = storedNotifications({ ...form, email: target.email });
  await tx.query(
    `UPDATE users SET first_name = $2, last_name = $3, phone = $4, role_id = $5, signature = $6, notify_text = $7, notify_email = $8,
       notify_alerts = $9, password_hash = coalesce($10, password_hash) WHERE id = $1`,
    [target.user_id, form.first_name.trim(), form.last_name.trim(), form.phone, form.role_id, form.signature, notifications.text, notifications.email, notifications.alerts, passwordHash],
  );
  await writeAdminFlag(tx, target.user_id, target.admin, form.admin);
}

const hashOf = async (form: UserForm) => (form.password ? hashPassword(form.password) : null);

/**
 * POST /users/create: a new login of this dealer, its e-mail unique in any case across the product. A password
 * typed in the form is set; either way the user is mailed a link to set their own (never the password), within the
 * administrator's and the dealer's limits of welcome e-mails (past one, nobody is created).
 */
export async function createUser(deps: UserWriteDeps, actor: AuthUser, dealer: DealerRow, form: UserForm): Promise<UserWrite> {
  const email = form.email.trim();
  if (await emailTaken(deps.db, email)) return refuse(409, EMAIL_TAKEN_MESSAGE);
  if (form.admin !== ADMIN.inactive) {
    const quota = await takeSendQuota(deps.db, 'welcome_email', { user: actor.id, dealer: dealer.token });
    if (!quota.ok) return refuse(429, quota.message);
  }
  const passwordHash = (await hashOf(form)) ?? '';
  const notifications = storedNotifications(form);
  let userId: number;
  try {
    userId = await deps.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO users (token, email, first_name, last_name, phone, password_hash, role_id, admin, current_dealer_id, signature,
           notify_text, notify_email, notify_alerts, deleted_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, CASE WHEN $8 = 2 THEN now() END) RETURNING id`,
        [randomBytes(12).toString('hex'), email, form.first_name.trim(), form.last_name.trim(), form.phone, passwordHash, form.role_id, form.admin,
          dealer.id, form.signature, notifications.text, notifications.email, notifications.alerts],
      );
      if (!row) throw new Error('The user was not inserted.');
      await tx.query('INSERT INTO user_dealers (user_id, dealer_id) VALUES ($1, $2)', [row.id, dealer.id]);
      return row.id;
    });
  } catch (error) {
    if (error instanceof QueryError && error.code === '23505') return refuse(409, EMAIL_TAKEN_MESSAGE);
    throw error;
  }
  if (form.admin !== ADMIN.inactive) {
    try {
      const link = await setPasswordLink(deps.db, deps.publicUrl, userId);
      await deps.mail.send(welcomeMail({ email, first_name: form.first_name.trim() }, dealer.name, link));
    } catch (error) {
      console.error(`The welcome e-mail to user ${userId} could not be sent:`, error);
    }
  }
  return { ok: true, user: await announceUser(deps, userId) };
}

/** POST /users/update: a user of this dealer, from the form (the e-mail stays as it is). */
export async function updateUser(deps: UserWriteDeps, actor: AuthUser, dealer: DealerRow, id: number, form: UserForm): Promise<UserWrite> {
  const target = await userOfDealer(deps.db, dealer.id, id);
  if (!target) return refuse(404, USER_NOT_FOUND_MESSAGE);
  const problem = accessProblem(actor, target, form);
  if (problem) return problem;
  const passwordHash = await hashOf(form);
  await deps.db.transaction(async (tx) => {
    await writeForm(tx, target, form, passwordHash);
    // Someone else's new password ends the sessions they had; one's own leaves the session one is in.
    if (passwordHash && target.user_id !== actor.id) await revokeUserRefreshTokens(tx, target.user_id);
  });
  endIfInactive(deps, target, form.admin);
  return { ok: true, user: await announceUser(deps, id) };
}

/** POST /users/status: activates (back to standard when inactive) or deactivates a user of this dealer; never oneself. */
export async function setUserStatus(deps: UserWriteDeps, actor: AuthUser, dealer: DealerRow, id: number, active: boolean): Promise<UserWrite> {
  const target = await userOfDealer(deps.db, dealer.id, id);
  if (!target) return refuse(404, USER_NOT_FOUND_MESSAGE);
  const next: AdminFlag = active ? (target.admin === ADMIN.inactive ? ADMIN.standard : target.admin) : ADMIN.inactive;
  const own = ownAccessProblem(target.user_id === actor.id, target.admin, next);
  if (own) return refuse(403, own);
  await deps.db.transaction((tx) => writeAdminFlag(tx, id, target.admin, next));
  endIfInactive(deps, target, next);
  return { ok: true, user: await announceUser(deps, id) };
}

/**
 * POST /users/import: adds a user of another of the signed-in user's dealers to this one with the form's fields
 * (their login, e-mail and password stay; a password typed in the form replaces it).
 */
export async function importUser(deps: UserWriteDeps, actor: AuthUser, dealer: DealerRow, id: number, form: UserForm): Promise<UserWrite> {
  const target = (await importCandidates(deps.db, actor.id, dealer.id)).find((candidate) => candidate.user_id === id);
  if (!target) return refuse(404, NOT_IMPORTABLE_MESSAGE);
  const problem = accessProblem(actor, target, form);
  if (problem) return problem;
  const passwordHash = await hashOf(form);
  await deps.db.transaction(async (tx) => {
    await tx.query('INSERT INTO user_dealers (user_id, dealer_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [id, dealer.id]);
    await writeForm(tx, target, form, passwordHash);
  });
  endIfInactive(deps, target, form.admin);
  return { ok: true, user: await announceUser(deps, id) };
}
