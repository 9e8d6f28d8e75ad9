import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { formatNumber } from '../../domain/format/numbers.ts';
import type { LeadDocument } from '../../domain/leads/leadDocument.ts';
import type { LeadFilter } from '../../domain/leads/leadList.ts';
import { leadListPath, readLeadListUrl, writeLeadListUrl } from '../../domain/leads/leadListUrl.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { ExportCsvButton } from '../lists/ExportCsvButton.tsx';
import { LiveList } from '../lists/LiveList.tsx';
import { useUrlList } from '../lists/useUrlList.ts';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';
import { SharePopup } from '../share/SharePopup.tsx';
import { useWorker } from '../worker/useWorker.ts';
import { leadColumns } from './leadColumns.tsx';
import { LeadFilters } from './LeadFilters.tsx';
import { LeadInformation } from './LeadInformation.tsx';

const NO_LEADS_TEXT = 'NO NEW LEADS CURRENTLY AVAILABLE.';

type LeadView = { filter: LeadFilter };

/** The list's fixed order, newest first: no column sorts (spec 003 names none). */
const NEWEST_FIRST = { by: 'received_at', order: 'desc' } as const;
const noSort = () => undefined;

/**
 * /leads/{prospect_id?} (spec 003 "Leads"): the dealer's leads, newest first, 15 a page, filtered by type and
 * category; with an id, only that person's leads (a prospect's, or a customer's). A row opens its Lead Information
 * popup (?lead= in the address; closing it replaces that entry, so back returns to where the list was). The leads
 * are the worker's local ones, so a lead received while the page is open shows within seconds (the server pokes, the
 * worker pulls, the list updates).
 */
export function LeadsPage({ person, user }: { person: string | null; user: SessionUser }) {
  const timeZone = useDealerTimeZone();
  const api = useWorker();
  const [, navigate] = useLocation();
  const [sharing, setSharing] = useState(false);
  const [total, setTotal] = useState<number | null>(null);
  const path = leadListPath(person);
  const read = useCallback((query: URLSearchParams) => readLeadListUrl(query, person), [person]);
  const { url, go, keepPage } = useUrlList({ path, read, write: writeLeadListUrl });

  const source = useMemo(() => ({ subscribe: api.subscribeLeads, update: api.updateLeads, keep: 'leads' }), [api]);
  const view: LeadView = useMemo(() => ({ filter: url.filter }), [url.filter]);
  const columns = useMemo(() => leadColumns(timeZone), [timeZone]);
  const rowHref = useCallback((lead: LeadDocument) => `${path}?${writeLeadListUrl({ ...url, lead: lead.id })}`, [path, url]);

  const exportQuery = new URLSearchParams({ token: user.dealer.token, export: '1' });
  if (url.filter.type !== 'all') exportQuery.set('type', url.filter.type);
  if (url.filter.category !== 'all') exportQuery.set('category', url.filter.category);
  if (person !== null) exportQuery.set('prospect_id', person);

  return (
    <section className="page leads-page">
      <header className="page-head">
        <h1 className="page-title">Leads</h1>
        <nav className="tabs" aria-label="Lead lists">
          <Link className="tab is-active" href={`${path}?${writeLeadListUrl({ ...url, page: 1, lead: null })}`} aria-current="page">
            Leads
            <span className="tab-count">{total === null ? '…' : formatNumber(total)}</span>
          </Link>
        </nav>
      </header>
      <LeadFilters
        key={JSON.stringify(url.filter)}
        applied={url.filter}
        onApply={(filter) => go((current) => ({ ...current, filter: { ...current.filter, ...filter }, page: 1, lead: null }))}
        onReset={() => navigate(`${leadListPath(null)}?page=1`)}
        actions={
          <>
            <button className="button" type="button" onClick={() => setSharing(true)}>
              SHARE
            </button>
            <ExportCsvButton path={`/leads?${exportQuery}`} />
          </>
        }
      />
      {person !== null && (
        <p className="lead-person-notice">
          Only one person’s leads are shown. <Link href={`${leadListPath(null)}?page=1`}>SHOW ALL LEADS</Link>
        </p>
      )}
      <LiveList<LeadView, LeadDocument>
        source={source}
        view={view}
        onTotal={setTotal}
        label="Leads"
        className="lead-list"
        columns={columns}
        sort={NEWEST_FIRST}
        onSort={noSort}
        page={url.page}
        onPageInView={keepPage}
        emptyText={NO_LEADS_TEXT}
        rowHref={rowHref}
      />
      {url.lead !== null && (
        <LeadInformation
          key={url.lead}
          id={url.lead}
          listVersion={total}
          timeZone={timeZone}
          onClose={() => navigate(`${path}?${writeLeadListUrl({ ...url, lead: null })}`, { replace: true })}
        />
      )}
      {sharing && <SharePopup title="SHARE LEADS" onClose={() => setSharing(false)} />}
    </section>
  );
}
