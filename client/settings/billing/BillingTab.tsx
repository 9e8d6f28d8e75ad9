import type { SessionUser } from '../../../domain/session/sessionUser.ts';

/** The billing tab of /settings (spec 002): built by its own change. */
export function BillingTab(_props: { user: SessionUser }) {
  return null;
}
