import { useMemo } from 'react';
import type { SessionUser } from '../../../domain/session/sessionUser.ts';
import './settings-mailboxes.css';
import { MailboxList } from './MailboxList.tsx';
import { readProviderReturn } from './providerReturn.ts';
import { ProviderReturnPage } from './ProviderReturnPage.tsx';

/**
 * /settings/mailboxes (spec 002 §2): the mailbox list; or, in the Google or Microsoft sign-in popup the provider sent
 * back here with ?code=&state=, the page that hands the code to the window that opened it.
 */
export function MailboxesTab({ user }: { user: SessionUser }) {
  const returned = useMemo(() => readProviderReturn(new URLSearchParams(window.location.search)), []);
  if (returned) return <ProviderReturnPage returned={returned} />;
  return <MailboxList user={user} />;
}
