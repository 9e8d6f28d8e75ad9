import { useState } from 'react';
import { displayName, type SessionUser } from '../../domain/session/sessionUser.ts';
import { concernLocationOf } from '../../domain/support/concernLocation.ts';
import { browserOf } from '../../domain/support/supportBrowser.ts';
import type { SupportRequestInput } from '../../domain/support/supportRequest.ts';
import { SupportPopup } from './SupportPopup.tsx';

/** The left icon bar's Support link (spec 000 §2): opens the support form filled in with what the page knows. */
export function SupportButton({ user }: { user: SessionUser }) {
  const [initial, setInitial] = useState<SupportRequestInput | null>(null);
  const open = () =>
    setInitial({
      name: displayName(user) || user.display_name,
      phone: '',
      email: user.email,
      browser: browserOf(navigator.userAgent),
      concern_location: concernLocationOf(`${location.pathname}${location.search}`),
      concern_description: '',
    });
  return (
    <>
      <button className="icon-button" type="button" title="Support" aria-label="Support" aria-haspopup="dialog" onClick={open}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="9" />
          <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .8-1 1.5v.7M12 17v.5" />
        </svg>
      </button>
      {initial && <SupportPopup user={user} initial={initial} onClose={() => setInitial(null)} />}
    </>
  );
}
