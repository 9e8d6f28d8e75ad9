import { useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { customerActivityLog } from '../../domain/customers/customerActivityLog.ts';
import { customerManageEntries, type ManageKey } from '../../domain/customers/customerManage.ts';
import type { CustomerProfile } from '../../domain/customers/customerProfile.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import { useUserNames } from '../opportunities/useUserNames.ts';
import { ServiceHistory } from '../service/ServiceHistory.tsx';
import { SharePopup } from '../share/SharePopup.tsx';
import { ActivePopup } from './ActivePopup.tsx';
import { ActivityTable } from './ActivityTable.tsx';
import { AddVehiclePopup } from './AddVehiclePopup.tsx';
import { AssignPopup } from './AssignPopup.tsx';
import { CustomerEditSection } from './CustomerEditSection.tsx';
import { CustomerHeader } from './CustomerHeader.tsx';
import { CustomerOverview, NO_RECENT_ACTIVITY } from './CustomerOverview.tsx';
import { ManageMenu } from './ManageMenu.tsx';
import { NotePopup } from './NotePopup.tsx';
import { OptInPopup } from './OptInPopup.tsx';
import { useCustomerProfile } from './useCustomerProfile.ts';

const SECTIONS = ['overview', 'service', 'activity', 'edit'] as const;
type Section = (typeof SECTIONS)[number];
const LABELS: Record<Section, string> = { overview: 'OVERVIEW', service: 'SERVICE HISTORY', activity: 'ACTIVITY', edit: 'EDIT CUSTOMER' };
const isSection = (value: string): value is Section => (SECTIONS as readonly string[]).includes(value);

const browserTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export const customerPath = (id: string, section: Section = 'overview') => `/customer/${encodeURIComponent(id)}/${section}`;

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
  const [, navigate] = useLocation();
  const fromDeal = new URLSearchParams(useSearch()).get('deal');
  const userName = useUserNames();
  const [popup, setPopup] = useState<ManageKey | null>(null);
  const { customer } = profile;
  const inactive = customer.deleted_at !== null;
  const entries = customerManageEntries(customer, { optIn: true });
  const activity = useMemo(
    () => (section === 'activity' ? customerActivityLog(customer.id, profile.appointments, profile.sales, profile.records, browserTimeZone) : []),
    [section, customer.id, profile.appointments, profile.sales, profile.records],
  );
  const close = () => setPopup(null);
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
        <ManageMenu entries={entries} onChoose={setPopup} />
      </div>
      {section === 'overview' && <CustomerOverview profile={profile} dealer={user.dealer} userName={userName} />}
      {section === 'service' && <ServiceHistory query={{ customer_id: customer.id }} />}
      {section === 'activity' && <ActivityTable rows={activity} userName={userName} contentLabel="CONTENT" emptyText={NO_RECENT_ACTIVITY} label="Activity" />}
      {section === 'edit' && (
        <CustomerEditSection
          key={customer.id}
          customer={customer}
          onClose={() => navigate(fromDeal ? `/deal/${encodeURIComponent(fromDeal)}/dealsheet` : customerPath(customer.id))}
          onOpen={() => navigate(customerPath(customer.id))}
        />
      )}
      {popup === 'optIn' && <OptInPopup customerId={customer.id} email={customer.contact.email} onClose={close} />}
      {popup === 'note' && <NotePopup customerId={customer.id} note={null} onClose={close} />}
      {popup === 'assign' && <AssignPopup customerId={customer.id} current={customer.user_id} onClose={close} />}
      {popup === 'vehicle' && <AddVehiclePopup customerId={customer.id} onClose={close} />}
      {popup === 'share' && <SharePopup title="SHARE CUSTOMER" url={customerPath(customer.id)} onClose={close} />}
      {popup === 'active' && (
        <ActivePopup
          customerId={customer.id}
          inactive={inactive}
          onClose={close}
          onDone={() => {
            close();
            navigate(customerPath(customer.id));
          }}
        />
      )}
    </section>
  );
}
