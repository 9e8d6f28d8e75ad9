import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type ComponentType } from 'react';
import { Link, Redirect } from 'wouter';
import { canSeeSettingsTab, SETTINGS_TABS, settingsHome, type SettingsTab } from '../../domain/permissions/permissions.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { isSettingsTab, SETTINGS_DOCUMENT_TITLE, SETTINGS_TAB_LABELS } from '../../domain/settings/settingsTabs.ts';
import { userManagementCount } from '../../domain/users/userManagementCount.ts';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import { useDealerUsers } from '../share/useDealerUsers.ts';
import './settings.css';
import { BillingTab } from './billing/BillingTab.tsx';
import { DealershipTab } from './dealership/DealershipTab.tsx';
import { MailboxesTab } from './mailboxes/MailboxesTab.tsx';
import { OpportunityTab } from './opportunity/OpportunityTab.tsx';
import { SettingsHeader } from './SettingsHeader.tsx';
import { TemplatesTab } from './templates/TemplatesTab.tsx';
import { UsersTab } from './users/UsersTab.tsx';

const TAB_SCREENS: Record<SettingsTab, ComponentType<{ user: SessionUser }>> = {
  dealership: DealershipTab,
  opportunity: OpportunityTab,
  users: UsersTab,
  mailboxes: MailboxesTab,
  templates: TemplatesTab,
  billing: BillingTab,
};

/** Keeps the document title "Settings - Dealer Back Office" while the page is shown, and gives the old one back after. */
function useDocumentTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}

/**
 * /settings/{type} (spec 002 §2): the header, the tabs the user may see (canSeeSettingsTab, the server's rule too) and
 * the chosen tab's screen. A tab the user may not see sends them to their settings home (/settings/mailboxes for role
 * 1); an unknown type is not found.
 */
export function SettingsPage({ type, user }: { type: string; user: SessionUser }) {
  useSignals();
  useDocumentTitle(SETTINGS_DOCUMENT_TITLE);
  const users = useDealerUsers();
  const actor = { role: user.role.id, admin: user.admin };
  if (!isSettingsTab(type)) return <NotFoundPage />;
  if (!canSeeSettingsTab(actor, type)) return <Redirect to={`/settings/${settingsHome(actor)}`} replace />;
  const userCount = users ? userManagementCount(users) : null;
  const Screen = TAB_SCREENS[type];
  return (
    <section className="page settings-page">
      <SettingsHeader user={user} />
      <nav className="tabs settings-tabs" aria-label="Settings">
        {SETTINGS_TABS.filter((tab) => canSeeSettingsTab(actor, tab)).map((tab) => (
          <Link key={tab} href={`/settings/${tab}`} className={tab === type ? 'tab is-active' : 'tab'} aria-current={tab === type ? 'page' : undefined}>
            {SETTINGS_TAB_LABELS[tab]}
            {tab === 'users' && <span className="tab-count">{userCount ?? '…'}</span>}
          </Link>
        ))}
      </nav>
      <Screen user={user} />
    </section>
  );
}
