import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useRoute } from 'wouter';
import { useMediaQuery } from '../ui/useMediaQuery.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { SyncSubscription } from '../sync/SyncSubscription.tsx';
import { useSync } from '../sync/useSync.ts';
import { DealerHeader } from './DealerHeader.tsx';
import { Footer } from './Footer.tsx';
import { IconBar } from './IconBar.tsx';
import { PHONE_WIDTH } from './phoneWidth.ts';
import { RejectedNotice } from './RejectedNotice.tsx';
import { ReleaseNotes } from './ReleaseNotes.tsx';
import { SideMenu } from './SideMenu.tsx';
import { usePageHeadingFocus } from './usePageHeadingFocus.ts';
import { useSideMenu } from './useSideMenu.ts';
import './keyboard.css';

/** The skip link moves the focus itself: following #content would write the fragment into the address. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('content')?.focus();
}

/**
 * The signed-in frame: the skip link (the first thing Tab reaches), icon bar, dealer header, side menu, the routed
 * screen, footer and the shell popups. A new page's heading takes the focus (usePageHeadingFocus). On a phone the
 * icon bar's actions move to the side menu's foot, so the header and the screen have the whole width.
 */
export function Shell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const sync = useSync();
  const menu = useSideMenu();
  const main = useRef<HTMLElement>(null);
  usePageHeadingFocus(main);
  // The calendar's columns take the whole height: it shows no footer (spec 000 route table).
  const [onCalendar] = useRoute('/calendar');
  const phone = useMediaQuery(PHONE_WIDTH);
  return (
    <div className="shell" data-menu={menu.state}>
      <a className="skip-link" href="#content" onClick={skipToContent}>
        Skip to content
      </a>
      <SyncSubscription />
      {!phone && <IconBar user={user} />}
      <DealerHeader user={user} sync={sync} onMenu={menu.toggle} menuOpen={menu.state === 'open'} />
      {menu.state !== 'closed' && (
        <SideMenu user={user} state={menu.state} onClose={menu.close} account={phone ? <IconBar user={user} onFollow={menu.close} /> : null} />
      )}
      <main className="content" id="content" ref={main} tabIndex={-1}>
        {sync && <RejectedNotice rejected={sync.rejected} />}
        {children}
      </main>
      {!onCalendar && <Footer version={user.version} />}
      <ReleaseNotes release={user.release} />
    </div>
  );
}
