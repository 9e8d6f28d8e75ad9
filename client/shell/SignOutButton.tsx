import { useState, type ReactNode } from 'react';
import { Popup } from '../ui/Popup.tsx';
import { useSignOut } from '../session/useSignOut.ts';
import { PopupConfirm } from '../ui/PopupConfirm.tsx';

type SignOutButtonProps = {
  className: string;
  /** The button's accessible name and tooltip when its content is an icon. */
  label?: string;
  children: ReactNode;
};

/**
 * A sign-out button that asks first (issue 28: on a phone it was a slip of the thumb away from the menu button):
 * "Are you sure you want to sign out?" in a popup, CANCEL keeping the user signed in.
 */
export function SignOutButton({ className, label, children }: SignOutButtonProps) {
  const signOut = useSignOut();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button className={className} type="button" title={label} aria-label={label} aria-haspopup="dialog" onClick={() => setAsking(true)}>
        {children}
      </button>
      {asking && (
        <Popup title="Sign out" size="small" onClose={() => setAsking(false)}>
          <PopupConfirm
            question="Are you sure you want to sign out?"
            confirm="SIGN OUT"
            busy={busy}
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setBusy(true);
              void signOut();
            }}
          />
        </Popup>
      )}
    </>
  );
}
