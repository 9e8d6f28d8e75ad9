import { useCallback, useEffect, useRef, useState } from 'react';
import type { OAuthProviderName } from '../../../domain/mailboxes/mailbox.ts';
import { useWorker } from '../../worker/useWorker.ts';
import { takeProviderReturn } from './providerReturn.ts';

/** Spec 002 §9: the authorization popup is 500 by 500 and polled every 500 ms. */
const POPUP_FEATURES = 'popup=yes,width=500,height=500';
const POLL_MS = 500;

export const SIGN_IN_CLOSED_MESSAGE = 'The sign-in window was closed before the sign-in ended.';
export const SIGN_IN_BLOCKED_MESSAGE = 'The sign-in window could not open: please allow pop-ups for this site.';

/** Where a Google or Microsoft sign-in stands: signed in as an account (the handle the save takes), or why not. */
export type ProviderSignIn =
  | { status: 'idle' }
  | { status: 'waiting' }
  | { status: 'signed-in'; token: string; email: string | null }
  | { status: 'failed'; message: string };

/**
 * The OAuth 2 authorization code flow from the browser's side (spec 002 §4): opens the provider's sign-in in a 500 by
 * 500 popup, polls every 500 ms for the code the popup keeps when the provider sends it back, then hands the code to
 * the server, which exchanges it for tokens.
 */
export function useProviderSignIn(): { signIn: ProviderSignIn; start: (provider: OAuthProviderName) => void } {
  const api = useWorker();
  const [signIn, setSignIn] = useState<ProviderSignIn>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stop = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);

  const start = useCallback(
    (provider: OAuthProviderName) => {
      stop();
      // Opened at once, inside the click: a window opened after an await is blocked as a pop-up.
      const popup = window.open('about:blank', 'mailbox-sign-in', POPUP_FEATURES);
      if (!popup) {
        setSignIn({ status: 'failed', message: SIGN_IN_BLOCKED_MESSAGE });
        return;
      }
      setSignIn({ status: 'waiting' });
      void api.mailboxAuthorizeUrl(provider).then((answer) => {
        if (!answer.ok) {
          popup.close();
          setSignIn({ status: 'failed', message: answer.message });
          return;
        }
        const state = new URL(answer.value).searchParams.get('state') ?? '';
        popup.location.href = answer.value;
        timer.current = setInterval(() => {
          const returned = takeProviderReturn(state);
          if (!returned) {
            if (popup.closed) {
              stop();
              setSignIn({ status: 'failed', message: SIGN_IN_CLOSED_MESSAGE });
            }
            return;
          }
          stop();
          if (!returned.code) {
            setSignIn({ status: 'failed', message: `The provider did not sign you in: ${returned.error ?? 'no code'}.` });
            return;
          }
          void api.mailboxAuthorization(provider, returned.code, state).then((exchanged) =>
            setSignIn(exchanged.ok ? { status: 'signed-in', ...exchanged.value } : { status: 'failed', message: exchanged.message }),
          );
        }, POLL_MS);
      });
    },
    [api],
  );
  return { signIn, start };
}
