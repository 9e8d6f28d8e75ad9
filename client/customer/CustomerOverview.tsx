import { useMemo } from 'react';
import { customerActivityLog } from '../../domain/customers/customerActivityLog.ts';
import type { CustomerProfile } from '../../domain/customers/customerProfile.ts';
import { ownedVehicleRows, portfolioTotals } from '../../domain/customers/customerPortfolio.ts';
import type { Dealer } from '../../domain/dealers/dealer.ts';
import { customerListName } from '../../domain/customers/customer.ts';
import { ServiceHistory } from '../service/ServiceHistory.tsx';
import { ActivityTable } from './ActivityTable.tsx';
import { LocationMap } from './LocationMap.tsx';
import { OwnedVehicles } from './OwnedVehicles.tsx';
import { PortfolioTotals } from './PortfolioTotals.tsx';
import { RecentNotes } from './RecentNotes.tsx';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';

export const NO_NOTES = 'No notes added for this customer';
export const NO_RECENT_ACTIVITY = 'No recent activity';
export const NO_LOCATION = 'NO VALID LOCATION COULD BE FOUND (update the customer address)';
/** Recent activity on the overview: the latest few lines; the activity tab has them all. */
const RECENT_ACTIVITY = 5;

type CustomerOverviewProps = { profile: CustomerProfile; dealer: Dealer; userName: (id: number) => string | null };

/**
 * The customer overview (spec 000 §2): the map of the dealer and the customer, the three most recent notes, the
 * portfolio totals, the owned vehicles, the service history (sortable) and the recent activity, each with its
 * empty text.
 */
export function CustomerOverview({ profile, dealer, userName }: CustomerOverviewProps) {
  const timeZone = useDealerTimeZone();
  const { customer } = profile;
  const activity = useMemo(
    () => customerActivityLog(customer.id, profile.appointments, profile.sales, profile.records, timeZone).slice(0, RECENT_ACTIVITY),
    [customer.id, profile.appointments, profile.sales, profile.records, timeZone],
  );
  const vehicles = useMemo(() => ownedVehicleRows(profile.vehicles, profile.sales, profile.opportunities), [profile.vehicles, profile.sales, profile.opportunities]);
  const totals = portfolioTotals(customer, profile.vehicles, profile.sales, profile.opportunities);
  const person = customer.latitude !== null && customer.longitude !== null ? { latitude: customer.latitude, longitude: customer.longitude, name: customerListName(customer) } : null;
  const dealerPlace = dealer.latitude !== null && dealer.longitude !== null ? { latitude: dealer.latitude, longitude: dealer.longitude, name: dealer.name } : null;
  return (
    <div className="profile-overview">
      <LocationMap label="Customer location" dealer={dealerPlace} person={person} noLocation={NO_LOCATION} />
      <div className="profile-columns">
        <RecentNotes
          person={{ subject: 'customer', id: customer.id }}
          records={profile.records}
          userName={(id) => userName(id) ?? ''}
          editable={customer.deleted_at === null}
          emptyText={NO_NOTES}
        />
        <PortfolioTotals totals={totals} />
      </div>
      <OwnedVehicles rows={vehicles} />
      <section className="profile-panel" aria-label="Service history">
        <h2 className="profile-panel-title">Service History</h2>
        <ServiceHistory query={{ customer_id: customer.id }} />
      </section>
      <section className="profile-panel" aria-label="Recent activity">
        <h2 className="profile-panel-title">Recent Activity</h2>
        <ActivityTable rows={activity} userName={userName} contentLabel="CONTENT" emptyText={NO_RECENT_ACTIVITY} label="Recent activity" />
      </section>
    </div>
  );
}
