import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { customerActivityLog } from '../../domain/customers/customerActivityLog.ts';
import type { ProspectProfile } from '../../domain/prospects/prospectProfile.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { ActivityTable } from '../customer/ActivityTable.tsx';
import { LocationMap } from '../customer/LocationMap.tsx';
import { RecentNotes } from '../customer/RecentNotes.tsx';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import { OutreachSection } from '../outreach/OutreachSection.tsx';
import { prospectOutreachPerson } from '../outreach/outreachPerson.ts';
import { useOutreach } from '../outreach/useOutreach.ts';
import { useUserNames } from '../opportunities/useUserNames.ts';
import { LeadHistory } from './LeadHistory.tsx';
import { ProspectEditSection } from './ProspectEditSection.tsx';
import { ProspectHeader } from './ProspectHeader.tsx';
import { ProspectManage } from './ProspectManage.tsx';
import { PROSPECT_SECTIONS, prospectPath, type ProspectSection } from './prospectPath.ts';
import { useProspectProfile } from './useProspectProfile.ts';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';

export const NO_PROSPECT_NOTES = 'No notes added for this prospect.';
export const NO_PROSPECT_LOCATION = 'NO VALID LOCATION COULD BE FOUND. Update the prospects address.';
export const NO_PROSPECT_ACTIVITY = 'No recent activity for this customer.';

const isSection = (value: string): value is ProspectSection => (PROSPECT_SECTIONS as readonly string[]).includes(value);

/** The prospect page's loading overlay (spec 000 §2): slides out 400 ms after the data is there, gone at 800 ms. */
function useOverlay(ready: boolean): 'shown' | 'leaving' | 'gone' {
  const [phase, setPhase] = useState<'shown' | 'leaving' | 'gone'>(ready ? 'gone' : 'shown');
  useEffect(() => {
    if (!ready || phase === 'gone') return;
    const leave = setTimeout(() => setPhase('leaving'), 400);
    const gone = setTimeout(() => setPhase('gone'), 800);
    return () => {
      clearTimeout(leave);
      clearTimeout(gone);
    };
  }, [ready]);
  return phase;
}

/**
 * /prospect/{prospect_id}/{section} (spec 000 §2, 003 prospect detail): the header, the MANAGE menu, the tabs
 * PROSPECT OVERVIEW, ACTIVITY LOG (with its count), PROSPECT OUTREACH (with the unread count) and EDIT PROSPECT,
 * from local data and live.
 */
export function ProspectPage({ id, section, user }: { id: string; section: string; user: SessionUser }) {
  const state = useProspectProfile(id);
  const overlay = useOverlay(state.status !== 'loading');
  if (!isSection(section)) return <NotFoundPage />;
  return (
    <section className="page customer-page prospect-page">
      {overlay !== 'gone' && (
        <div className={`prospect-overlay is-${overlay}`} role="status" aria-label="Loading the prospect">
          Loading the prospect…
        </div>
      )}
      {state.status === 'error' && (
        <>
          <p className="deal-notice is-error" role="alert">
            {state.message}
          </p>
          <p>
            <Link href="/leads" className="button">
              BACK TO LEADS
            </Link>
          </p>
        </>
      )}
      {state.status === 'ready' && <LoadedProspect profile={state.profile} section={section} user={user} />}
    </section>
  );
}

function LoadedProspect({ profile, section, user }: { profile: ProspectProfile; section: ProspectSection; user: SessionUser }) {
  const timeZone = useDealerTimeZone();
  const [, navigate] = useLocation();
  const userName = useUserNames();
  const { prospect } = profile;
  const activity = useMemo(() => customerActivityLog(prospect.id, [], [], profile.records, timeZone), [prospect.id, profile.records, timeZone]);
  const outreach = useOutreach({ subject: 'prospect', id: prospect.id });
  const labels: Record<ProspectSection, string> = {
    overview: 'PROSPECT OVERVIEW',
    activity: `ACTIVITY LOG (${activity.length})`,
    outreach: outreach.status === 'ready' ? `PROSPECT OUTREACH (${outreach.unread})` : 'PROSPECT OUTREACH',
    edit: 'EDIT PROSPECT',
  };
  const person = prospect.latitude !== null && prospect.longitude !== null ? { latitude: prospect.latitude, longitude: prospect.longitude, name: prospect.full_name } : null;
  const { dealer } = user;
  const dealerPlace = dealer.latitude !== null && dealer.longitude !== null ? { latitude: dealer.latitude, longitude: dealer.longitude, name: dealer.name } : null;
  return (
    <>
      <ProspectHeader
        prospect={prospect}
        salesperson={prospect.user_id === null ? null : userName(prospect.user_id)}
        onBack={() => (window.history.length > 1 ? window.history.back() : navigate('/leads'))}
      />
      <div className="deal-toolbar">
        <nav className="tabs deal-tabs" aria-label="Prospect sections">
          {PROSPECT_SECTIONS.map((name) => (
            <Link key={name} href={prospectPath(prospect.id, name)} className={name === section ? 'tab is-active' : 'tab'} aria-current={name === section ? 'page' : undefined}>
              {labels[name]}
            </Link>
          ))}
        </nav>
        <ProspectManage prospect={prospect} user={user} />
      </div>
      {section === 'overview' && (
        <div className="profile-overview">
          <LocationMap label="Prospect location" dealer={dealerPlace} person={person} noLocation={NO_PROSPECT_LOCATION} />
          <div className="profile-columns">
            <RecentNotes
              person={{ subject: 'prospect', id: prospect.id }}
              records={profile.records}
              userName={(userId) => userName(userId) ?? ''}
              editable={prospect.deleted_at === null}
              emptyText={NO_PROSPECT_NOTES}
            />
            <LeadHistory leads={profile.leads} />
          </div>
        </div>
      )}
      {section === 'activity' && <ActivityTable rows={activity} userName={userName} contentLabel="Description" emptyText={NO_PROSPECT_ACTIVITY} label="Activity log" />}
      {section === 'outreach' && <OutreachSection person={prospectOutreachPerson(prospect, profile.leads[0]?.vehicle ?? '')} user={user} />}
      {section === 'edit' && <ProspectEditSection key={prospect.id} prospect={prospect} onDone={() => navigate(prospectPath(prospect.id))} />}
    </>
  );
}
