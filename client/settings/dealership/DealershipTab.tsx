import type { SessionUser } from '../../../domain/session/sessionUser.ts';

/** The dealership tab of /settings (spec 002): built by its own change. */
export function DealershipTab(_props: { user: SessionUser }) {
  return null;
}
