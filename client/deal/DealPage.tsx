import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { DealDocs } from '../../domain/deal/dealDocs.ts';
import { dealPrintPath } from '../../domain/deal/dealPrintQuery.ts';
import { DEAL_SECTION_LABELS, DEAL_SECTIONS, dealPath, isDealSection, type DealSection } from '../../domain/deal/dealSections.ts';
import { deskTrade } from '../../domain/deal/deskInputs.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { CustomerHeader } from '../customer/CustomerHeader.tsx';
import { CustomerManage } from '../customer/CustomerManage.tsx';
import { customerPath } from '../customer/customerPath.ts';
import { openSignedLink } from '../lists/openSignedLink.ts';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import { OutreachSection } from '../outreach/OutreachSection.tsx';
import { customerOutreachPerson } from '../outreach/outreachPerson.ts';
import { ServiceHistory } from '../service/ServiceHistory.tsx';
import { SharePopup } from '../share/SharePopup.tsx';
import { useWorker } from '../worker/useWorker.ts';
import { DealActivities } from './DealActivities.tsx';
import { DealEditSection } from './DealEditSection.tsx';
import { DealSheetSection } from './DealSheetSection.tsx';
import { ReplacementPicker } from './ReplacementPicker.tsx';
import { useDealSheet } from './useDealSheet.ts';
import { useDealState } from './useDealState.ts';
import { useReloadFlags } from './useReloadFlags.ts';

type DealPageProps = { id: string; section: string; trade?: string; user: SessionUser };

/** The trade route parameter: a number of dollars, or none. */
function routeTrade(trade: string | undefined): number | null {
  if (trade === undefined || trade === '') return null;
  const value = Number(trade);
  return Number.isFinite(value) ? value : null;
}

/**
 * /deal/{deal_id}/{section}[/{trade}] (spec 001 §2.4): the customer header, the section tabs, print and share, and
 * the section: the deal sheet and its calculator, the replacement picker, the customer's activities, outreach and
 * service history, the deal edit form, or the share popup over the deal sheet. Everything is read from local data.
 */
export function DealPage({ id, section, trade, user }: DealPageProps) {
  const reload = useReloadFlags(id);
  const state = useDealState(id, reload.count);
  if (!isDealSection(section)) return <NotFoundPage />;
  if (state.status === 'loading') return <p className="page deal-loading">Loading the deal…</p>;
  if (state.status === 'error') {
    return (
      <section className="page deal-page">
        <p className="deal-notice is-error" role="alert">
          {state.message}
        </p>
        <p>
          <Link href="/opportunity/equity?page=1" className="button">
            BACK TO OPPORTUNITIES
          </Link>
        </p>
      </section>
    );
  }
  return (
    <LoadedDeal id={id} section={section} trade={routeTrade(trade)} docs={state.docs} closed={state.closed === true} user={user} updated={reload.updated} />
  );
}

type LoadedDealProps = { id: string; section: DealSection; trade: number | null; docs: DealDocs; closed: boolean; user: SessionUser; updated: boolean };

function LoadedDeal({ id, section, trade, docs, closed, user, updated }: LoadedDealProps) {
  const api = useWorker();
  const [, navigate] = useLocation();
  const replacementId = new URLSearchParams(useSearch()).get('replacement');
  const sheet = useDealSheet(id, docs, replacementId, trade, user.dealer.brand);
  const [printError, setPrintError] = useState<string | null>(null);
  const shownTrade = deskTrade(sheet.desk, docs.opportunity);
  const keep = { trade, replacement: replacementId };
  const printPath = dealPrintPath(sheet.print);
  const print = () => {
    setPrintError(null);
    openSignedLink(api, printPath).catch(() => setPrintError('The deal sheet cannot be printed while offline.'));
  };
  return (
    <section className="page deal-page">
      {docs.customer ? (
        <CustomerHeader
          customer={docs.customer}
          opportunities={docs.opportunities}
          sales={docs.sales}
          currentOpportunityId={id}
          profileHref={customerPath(docs.customer.id)}
        />
      ) : (
        <header className="page-head">
          <h1 className="page-title">{docs.opportunity.name}</h1>
        </header>
      )}
      {closed && (
        <p className="deal-notice" role="status">
          This opportunity is no longer open: the figures shown are its last ones.
        </p>
      )}
      {updated && (
        <p className="deal-notice is-success" role="status">
          The deal was updated.
        </p>
      )}
      <div className="deal-toolbar">
        <nav className="tabs deal-tabs" aria-label="Deal sections">
          {DEAL_SECTIONS.map((name) => (
            <Link key={name} href={dealPath(id, name, keep)} className={name === section ? 'tab is-active' : 'tab'} aria-current={name === section ? 'page' : undefined}>
              {DEAL_SECTION_LABELS[name]}
            </Link>
          ))}
        </nav>
        <div className="deal-toolbar-actions">
          {docs.customer && (
            <Link href={`${customerPath(docs.customer.id, 'edit')}?deal=${encodeURIComponent(id)}`} className="button">
              EDIT CUSTOMER
            </Link>
          )}
          <button type="button" className="button" onClick={print}>
            PRINT
          </button>
          {docs.customer && <CustomerManage customer={docs.customer} user={user} />}
        </div>
      </div>
      {printError && (
        <p className="deal-notice is-error" role="alert">
          {printError}
        </p>
      )}
      {(section === 'dealsheet' || section === 'share') && <DealSheetSection dealId={id} docs={docs} sheet={sheet} />}
      {section === 'replacement' && <ReplacementPicker dealId={id} docs={docs} trade={shownTrade} />}
      {section === 'activities' && <DealActivities customerId={docs.opportunity.customer_id} />}
      {section === 'outreach' &&
        (docs.customer ? (
          <OutreachSection person={customerOutreachPerson(docs.customer, docs.opportunity.vehicle_name)} user={user} />
        ) : (
          <p className="deal-loading" role="status">
            Loading the customer…
          </p>
        ))}
      {section === 'service' && <ServiceHistory query={{ customer_id: docs.opportunity.customer_id }} />}
      {section === 'edit' && <DealEditSection dealId={id} docs={docs} />}
      {section === 'share' && (
        <SharePopup
          title="SHARE DEAL SHEET"
          url={dealPath(id, 'dealsheet', keep)}
          onClose={() => navigate(dealPath(id, 'dealsheet', keep))}
          dealSheet={{ opportunityId: id, printPath, email: docs.customer?.contact.email ?? '' }}
        />
      )}
    </section>
  );
}
