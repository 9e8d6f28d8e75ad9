import { WITHOUT_CONSENT_REFUSED } from '../../domain/outreach/outreachTexts.ts';
import { can } from '../../domain/permissions/permissions.ts';
import { useSession } from '../session/useSession.ts';

/**
 * SEND ANYWAY of the consent prompts (spec 001 §2.5): sending to someone not opted in is for the dealer's managers and
 * administrators (customer.outreach_without_consent, which the server checks again); others see the choice off, with
 * the reason beside it, and take the opt-in instead.
 */
export function SendAnywayButton({ onSendAnyway }: { onSendAnyway: () => void }) {
  const session = useSession();
  const allowed = session.status === 'signed-in' && can({ role: session.user.role.id, admin: session.user.admin }, 'customer.outreach_without_consent');
  if (allowed) {
    return (
      <button className="button button-primary" type="button" autoFocus onClick={onSendAnyway}>
        SEND ANYWAY
      </button>
    );
  }
  return (
    <>
      <span className="consent-refused" id="send-anyway-refused">
        {WITHOUT_CONSENT_REFUSED}
      </span>
      <button className="button" type="button" disabled aria-describedby="send-anyway-refused">
        SEND ANYWAY
      </button>
    </>
  );
}
