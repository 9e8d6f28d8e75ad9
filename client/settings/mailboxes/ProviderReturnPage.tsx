import { useEffect } from 'react';
import { keepProviderReturn, type ProviderReturn } from './providerReturn.ts';

/**
 * The sign-in popup's last page: the provider sent it back to /settings/mailboxes with a code; it keeps the code for
 * the window that opened it (which polls for it every 500 ms) and closes.
 */
export function ProviderReturnPage({ returned }: { returned: ProviderReturn }) {
  useEffect(() => {
    keepProviderReturn(returned);
    window.close();
  }, [returned]);
  return (
    <p className="mailbox-provider-return" role="status">
      {returned.error ? 'The sign-in was not completed.' : 'Signed in.'} This window closes by itself; you may close it.
    </p>
  );
}
