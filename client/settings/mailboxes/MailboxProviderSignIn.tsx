import { OAUTH_PROVIDER_OF_TYPE, type OAuthProviderName } from '../../../domain/mailboxes/mailbox.ts';
import type { ProviderSignIn } from './useProviderSignIn.ts';

const PROVIDER_LABELS: Record<OAuthProviderName, string> = { gmail: 'SIGN IN WITH GOOGLE', microsoft: 'SIGN IN WITH MICROSOFT' };

type MailboxProviderSignInProps = {
  mailboxTypeId: 1 | 2;
  signIn: ProviderSignIn;
  /** Whether the mailbox is already connected (an edit): signing in again is optional. */
  connected: boolean;
  onStart: (provider: OAuthProviderName) => void;
};

/** A Google or Microsoft mailbox's sign-in (spec 002 §2): the button that opens the provider's popup, and where it stands. */
export function MailboxProviderSignIn({ mailboxTypeId, signIn, connected, onStart }: MailboxProviderSignInProps) {
  const provider = OAUTH_PROVIDER_OF_TYPE[mailboxTypeId];
  return (
    <div className="mailbox-provider">
      <button className="button button-primary" type="button" disabled={signIn.status === 'waiting'} onClick={() => onStart(provider)}>
        {connected && signIn.status !== 'signed-in' ? `${PROVIDER_LABELS[provider]} AGAIN` : PROVIDER_LABELS[provider]}
      </button>
      {signIn.status === 'waiting' && <p role="status">Waiting for the sign-in window…</p>}
      {signIn.status === 'signed-in' && <p className="form-success" role="status">Signed in{signIn.email ? ` as ${signIn.email}` : ''}.</p>}
      {signIn.status === 'failed' && (
        <p className="form-error" role="alert">
          {signIn.message}
        </p>
      )}
    </div>
  );
}
