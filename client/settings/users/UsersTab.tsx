import type { SessionUser } from '../../../domain/session/sessionUser.ts';

/** The users tab of /settings (spec 002): built by its own change. */
export function UsersTab(_props: { user: SessionUser }) {
  return null;
}
