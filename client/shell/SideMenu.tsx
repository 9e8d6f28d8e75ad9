import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { canSeeSection, canSeeSettingsTab } from '../../domain/permissions/permissions.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { useEnabledOpportunityTypes } from '../settings/useEnabledOpportunityTypes.ts';
import { menuSections, type MenuLink } from './menuSections.ts';
import { PHONE_WIDTH } from './phoneWidth.ts';

type SideMenuProps = {
  user: SessionUser;
  state: 'open' | 'closing';
  onClose: () => void;
  /** The account actions at the menu's foot (on a phone, where the icon bar gives its width to the screen). */
  account: ReactNode;
};

/**
 * The hamburger's side menu; on viewports up to 767 px it slides in and out (close animation 0.45 s) with the account
 * actions at its foot.
 */
export function SideMenu({ user, state, onClose, account }: SideMenuProps) {
  const [location] = useLocation();
  const actor = { role: user.role.id, admin: user.admin };
  const enabled = useEnabledOpportunityTypes();
  const shown = (link: MenuLink) =>
    (link.tab === undefined || canSeeSettingsTab(actor, link.tab)) && (link.opportunityType === undefined || enabled.includes(link.opportunityType));
  return (
    <>
      <div className="side-menu-backdrop" data-state={state} onClick={onClose} aria-hidden="true" />
      <nav className="side-menu" data-state={state} aria-label="Main menu">
        {menuSections
          .filter((entry) => canSeeSection(actor, entry.section))
          .map((entry) => (
            <div className="side-menu-section" key={entry.section}>
              <p className="side-menu-heading">{entry.label}</p>
              <ul>
                {entry.links.filter(shown).map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      className={(link.href === '/' ? location === '/' : location.startsWith(link.href)) ? 'side-menu-link is-active' : 'side-menu-link'}
                      onClick={() => {
                        if (window.matchMedia(PHONE_WIDTH).matches) onClose();
                      }}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        {account && <div className="side-menu-account">{account}</div>}
      </nav>
    </>
  );
}
