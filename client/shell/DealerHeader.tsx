import { useEffect, useRef, useState } from 'react';
import { useRoute } from 'wouter';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import type { SyncState } from '../../worker/api.ts';
import { CountryFlag } from '../ui/CountryFlag.tsx';
import { AlertBell } from '../alerts/AlertBell.tsx';
import { AddMenu } from './AddMenu.tsx';
import { DealerSelector } from './DealerSelector.tsx';
import { HeaderSearch } from '../search/HeaderSearch.tsx';
import { SEARCH_PATH } from '../../domain/search/searchUrl.ts';
import { SyncIndicator } from './SyncIndicator.tsx';

type DealerHeaderProps = { user: SessionUser; sync: SyncState | null; onMenu: () => void; menuOpen: boolean };

/**
 * The top header: the current dealer (logo, name, city, province, flag), CHANGE, the search box, the alerts bell, the
 * ADD menu and the sync state. On a phone it takes one row: the search box opens under it from a search button (open
 * on the search screen itself), and shell.css leaves the logo and the city out.
 */
export function DealerHeader({ user, sync, onMenu, menuOpen }: DealerHeaderProps) {
  const [selecting, setSelecting] = useState(false);
  const [onSearch] = useRoute(SEARCH_PATH);
  const [searching, setSearching] = useState(onSearch);
  const header = useRef<HTMLElement>(null);
  const opened = useRef(false);
  const dealer = user.dealer;
  useEffect(() => {
    // The box takes the focus when the button opened it, not when the header mounts open on the search screen.
    if (searching && opened.current) header.current?.querySelector<HTMLInputElement>('.header-search input')?.focus();
  }, [searching]);
  const toggleSearch = () => {
    opened.current = true;
    setSearching(!searching);
  };
  return (
    <header className="header" ref={header} data-search={searching ? 'open' : 'closed'}>
      <button
        className="hamburger"
        type="button"
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={menuOpen}
        onClick={onMenu}
      >
        <span />
        <span />
        <span />
      </button>
      <img className="header-logo" src={dealer.logo} alt={dealer.brand} />
      <div className="header-dealer">
        <span className="header-dealer-name">{dealer.name}</span>
        <span className="header-dealer-place">
          {dealer.city}, {dealer.province} <CountryFlag country={dealer.country} />
        </span>
      </div>
      <button className="header-change" type="button" onClick={() => setSelecting(true)}>
        CHANGE
      </button>
      <div className="header-end">
        <button className="header-icon-button header-search-toggle" type="button" aria-label={searching ? 'Close search' : 'Open search'} aria-expanded={searching} onClick={toggleSearch}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="6.5" />
            <path d="m16 16 4.5 4.5" />
          </svg>
        </button>
        <HeaderSearch />
        <AlertBell />
        <AddMenu user={user} />
        <SyncIndicator sync={sync} />
      </div>
      {selecting && <DealerSelector user={user} onClose={() => setSelecting(false)} />}
    </header>
  );
}
