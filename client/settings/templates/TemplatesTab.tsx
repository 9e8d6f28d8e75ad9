import type { SessionUser } from '../../../domain/session/sessionUser.ts';

/** The templates tab of /settings (spec 002): built by its own change. */
export function TemplatesTab(_props: { user: SessionUser }) {
  return null;
}
