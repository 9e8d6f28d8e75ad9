import type { ReactNode } from 'react';
import { useRoute } from 'wouter';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { SyncSubscription } from '../sync/SyncSubscription.tsx';
import { useSync } from '../sync/useSync.ts';
import { DealerHeader } from './DealerHeader.tsx';
import { Footer } from './Footer.tsx';
import { IconBar } from './IconBar.tsx';
import { RejectedNotice } from './RejectedNotice.tsx';
import { ReleaseNotes } from './ReleaseNotes.tsx';
import { SideMenu } from './SideMenu.tsx';
import { useSideMenu } from './useSideMenu.ts';

/** The signed-in frame: icon bar, dealer header, side menu, the routed screen, footer and the shell popups. */
export function Shell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const sync = useSync();
  const menu = useSideMenu();
  // The calendar's columns take the whole height: it shows no footer (spec 000 route table).
  const [onCalendar] = useRoute('/calendar');
  return (
    <div className="shell" data-menu={menu.state}>
      <SyncSubscription />
      <IconBar user={user} />
      <DealerHeader user={user} sync={sync} onMenu={menu.toggle} menuOpen={menu.state === 'open'} />
      {menu.state !== 'closed' && <SideMenu user={user} state={menu.state} onClose={menu.close} />}
      <main className="content">
        {sync && <RejectedNotice rejected={sync.rejected} />}
        {children}
      </main>
      {!onCalendar && <Footer version={user.version} />}
      <ReleaseNotes release={user.release} />
    </div>
  );
}
