import type { SessionUser } from '../../../domain/session/sessionUser.ts';

/** The opportunity tab of /settings (spec 002): built by its own change. */
export function OpportunityTab(_props: { user: SessionUser }) {
  return null;
}
