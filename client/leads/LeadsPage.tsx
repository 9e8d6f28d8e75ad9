import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { formatNumber } from '../../domain/format/numbers.ts';
import type { LeadDocument } from '../../domain/leads/leadDocument.ts';
import type { LeadFilter } from '../../domain/leads/leadList.ts';
import { leadList, leadListPath, writeLeadListUrl } from '../../domain/leads/leadListUrl.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { LiveList } from '../lists/LiveList.tsx';
import { useListScreen } from '../lists/useListScreen.tsx';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';
import { leadColumns } from './leadColumns.tsx';
import { LeadFilters } from './LeadFilters.tsx';
import { LeadInformation } from './LeadInformation.tsx';

type LeadView = { filter: LeadFilter };

/** The worker's list this screen shows. */
const LIST_SOURCE = { view: 'leads', keep: 'leads' } as const;

/**
 * /leads/{prospect_id?} (spec 003 "Leads"): the dealer's leads, newest first, 15 a page, filtered by type and
 * category; with an id, only that person's leads (a prospect's, or a customer's). A row opens its Lead Information
 * popup (?lead= in the address; closing it replaces that entry, so back returns to where the list was). The leads
 * are the worker's local ones, so a lead received while the page is open shows within seconds (the server pokes, the
 * worker pulls, the list updates).
 */
export function LeadsPage({ person, user }: { person: string | null; user: SessionUser }) {
  const timeZone = useDealerTimeZone();
  const [, navigate] = useLocation();
  const [total, setTotal] = useState<number | null>(null);
  const list = useMemo(() => leadList(person), [person]);
  const screen = useListScreen(list, user.dealer.token);
  const { url } = screen;
  const view: LeadView = useMemo(() => ({ filter: url.filter }), [url.filter]);
  const columns = useMemo(() => leadColumns(timeZone), [timeZone]);
  const rowHref = useCallback((lead: LeadDocument) => `${list.path}?${writeLeadListUrl({ ...url, lead: lead.id })}`, [list, url]);

  return (
    <section className="page leads-page">
      <header className="page-head">
        <h1 className="page-title">Leads</h1>
        <nav className="tabs" aria-label="Lead lists">
          <Link className="tab is-active" href={`${list.path}?${writeLeadListUrl({ ...url, page: 1, lead: null })}`} aria-current="page">
            Leads
            <span className="tab-count">{total === null ? '…' : formatNumber(total)}</span>
          </Link>
        </nav>
      </header>
      <LeadFilters key={screen.filterKey} {...screen.filters} actions={screen.actions()} />
      {person !== null && (
        <p className="lead-person-notice">
          Only one person’s leads are shown. <Link href={`${leadListPath(null)}?page=1`}>SHOW ALL LEADS</Link>
        </p>
      )}
      <LiveList<LeadView, LeadDocument> {...screen.list} source={LIST_SOURCE} view={view} onTotal={setTotal} className="lead-list" columns={columns} rowHref={rowHref} />
      {url.lead !== null && (
        <LeadInformation
          key={url.lead}
          id={url.lead}
          listVersion={total}
          timeZone={timeZone}
          onClose={() => navigate(`${list.path}?${writeLeadListUrl({ ...url, lead: null })}`, { replace: true })}
        />
      )}
      {screen.sharePopup}
    </section>
  );
}
