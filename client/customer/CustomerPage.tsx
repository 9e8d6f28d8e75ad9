import { useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { customerActivityLog } from '../../domain/customers/customerActivityLog.ts';
import { vehicleName } from '../../domain/dms/ownedVehicle.ts';
import type { CustomerProfile } from '../../domain/customers/customerProfile.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import { OutreachSection } from '../outreach/OutreachSection.tsx';
import { customerOutreachPerson } from '../outreach/outreachPerson.ts';
import { useUserNames } from '../opportunities/useUserNames.ts';
import { ServiceHistory } from '../service/ServiceHistory.tsx';
import { useShownRecord } from '../shell/shownRecord.ts';
import { ActivityTable } from './ActivityTable.tsx';
import { CustomerEditSection } from './CustomerEditSection.tsx';
import { CustomerHeader } from './CustomerHeader.tsx';
import { CustomerManage } from './CustomerManage.tsx';
import { CUSTOMER_SECTIONS, customerPath, type CustomerSection } from './customerPath.ts';
import { CustomerOverview, NO_RECENT_ACTIVITY } from './CustomerOverview.tsx';
import { useCustomerProfile } from './useCustomerProfile.ts';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';

type Section = CustomerSection;
const SECTIONS = CUSTOMER_SECTIONS;
const LABELS: Record<Section, string> = { overview: 'OVERVIEW', service: 'SERVICE HISTORY', activity: 'ACTIVITY', outreach: 'OUTREACH', edit: 'EDIT CUSTOMER' };
const isSection = (value: string): value is Section => (SECTIONS as readonly string[]).includes(value);

/**
 * /customer/{id}/{section} (spec 000 §2 Customer profile): the customer header with the MANAGE menu, the section
 * tabs, and the overview, service history, activity or edit section, all from local data and live.
 */
export function CustomerPage({ id, section, user }: { id: string; section: string; user: SessionUser }) {
  const state = useCustomerProfile(id);
  if (!isSection(section)) return <NotFoundPage />;
  if (state.status === 'loading') return <p className="page deal-loading">Loading the customer…</p>;
  if (state.status === 'error') {
    return (
      <section className="page customer-page">
        <p className="deal-notice is-error" role="alert">
          {state.message}
        </p>
        <p>
          <Link href="/customers/individual?page=1" className="button">
            BACK TO CUSTOMERS
          </Link>
        </p>
      </section>
    );
  }
  return <LoadedCustomer profile={state.profile} section={section} user={user} />;
}

function LoadedCustomer({ profile, section, user }: { profile: CustomerProfile; section: Section; user: SessionUser }) {
  const timeZone = useDealerTimeZone();
  const [, navigate] = useLocation();
  const fromDeal = new URLSearchParams(useSearch()).get('deal');
  const userName = useUserNames();
  const { customer } = profile;
  useShownRecord(customer.type);
  const inactive = customer.deleted_at !== null;
  const activity = useMemo(
    () => (section === 'activity' ? customerActivityLog(customer.id, profile.appointments, profile.sales, profile.records, timeZone) : []),
    [section, customer.id, profile.appointments, profile.sales, profile.records, timeZone],
  );
  return (
    <section className="page customer-page">
      <CustomerHeader customer={customer} opportunities={profile.opportunities} sales={profile.sales} />
      {inactive && (
        <p className="deal-notice" role="status">
          INACTIVE
        </p>
      )}
      <div className="deal-toolbar">
        <nav className="tabs deal-tabs" aria-label="Customer sections">
          {SECTIONS.map((name) => (
            <Link key={name} href={customerPath(customer.id, name)} className={name === section ? 'tab is-active' : 'tab'} aria-current={name === section ? 'page' : undefined}>
              {LABELS[name]}
            </Link>
          ))}
        </nav>
        <CustomerManage customer={customer} user={user} />
      </div>
      {section === 'overview' && <CustomerOverview profile={profile} dealer={user.dealer} userName={userName} />}
      {section === 'service' && <ServiceHistory query={{ customer_id: customer.id }} />}
      {section === 'activity' && <ActivityTable rows={activity} userName={userName} contentLabel="CONTENT" emptyText={NO_RECENT_ACTIVITY} label="Activity" />}
      {section === 'outreach' && <OutreachSection person={customerOutreachPerson(customer, profile.vehicles[0] ? vehicleName(profile.vehicles[0]) : '')} user={user} />}
      {section === 'edit' && (
        <CustomerEditSection
          key={customer.id}
          customer={customer}
          vehicles={profile.vehicles}
          onClose={() => navigate(fromDeal ? `/deal/${encodeURIComponent(fromDeal)}/dealsheet` : customerPath(customer.id))}
          onOpen={() => navigate(customerPath(customer.id))}
        />
      )}
    </section>
  );
}
