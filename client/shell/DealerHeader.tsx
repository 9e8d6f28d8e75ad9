import { useState } from 'react';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import type { SyncState } from '../../worker/api.ts';
import { CountryFlag } from '../components/CountryFlag.tsx';
import { AlertBell } from '../alerts/AlertBell.tsx';
import { AddMenu } from './AddMenu.tsx';
import { DealerSelector } from './DealerSelector.tsx';
import { HeaderSearch } from '../search/HeaderSearch.tsx';
import { SyncIndicator } from './SyncIndicator.tsx';

type DealerHeaderProps = { user: SessionUser; sync: SyncState | null; onMenu: () => void; menuOpen: boolean };

/** The top header: the current dealer (logo, name, city, province, flag), CHANGE, the ADD menu and the sync state. */
export function DealerHeader({ user, sync, onMenu, menuOpen }: DealerHeaderProps) {
  const [selecting, setSelecting] = useState(false);
  const dealer = user.dealer;
  return (
    <header className="header">
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
        <HeaderSearch />
        <AlertBell />
        <AddMenu user={user} />
        <SyncIndicator sync={sync} />
      </div>
      {selecting && <DealerSelector user={user} onClose={() => setSelecting(false)} />}
    </header>
  );
}
