import { Redirect, Route, Switch } from 'wouter';
import { settingsHome } from '../../domain/permissions/permissions.ts';
import { AlertsPage } from '../alerts/AlertsPage.tsx';
import { CalendarPage } from '../calendar/CalendarPage.tsx';
import { CustomerPage } from '../customer/CustomerPage.tsx';
import { CustomersPage } from '../customers/CustomersPage.tsx';
import { DashboardPage } from '../dashboard/DashboardPage.tsx';
import { ProspectPage } from '../prospect/ProspectPage.tsx';
import { SearchPage } from '../search/SearchPage.tsx';
import { SettingsPage } from '../settings/SettingsPage.tsx';
import { DealPage } from '../deal/DealPage.tsx';
import { InboxPage } from '../inbox/InboxPage.tsx';
import { InventoryPage } from '../inventory/InventoryPage.tsx';
import { LeadsPage } from '../leads/LeadsPage.tsx';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import { OpportunitiesPage } from '../opportunities/OpportunitiesPage.tsx';
import { SoldOpportunitiesPage } from '../sold/SoldOpportunitiesPage.tsx';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { useSession } from '../session/useSession.ts';
import { UserPage } from '../user/UserPage.tsx';
import { UsersPage } from '../user/UsersPage.tsx';
import { VehiclePage } from '../vehicle/VehiclePage.tsx';
import { Shell } from './Shell.tsx';
import { useDealerSwitchRoute } from './useDealerSwitchRoute.ts';

/** A route parameter as it was encoded into the path (an opportunity id holds a colon). */
function routeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Every route that needs a signed-in user. The screens are keyed by the dealer's token, so a dealer switch
 * re-renders in place with nothing of the previous dealer left on screen; a page of one record of the old dealer
 * gives way to its list first (useDealerSwitchRoute).
 */
export function SignedInApp() {
  const session = useSession();
  if (session.status !== 'signed-in') return <Redirect to="/login" replace />;
  return <SignedInRoutes user={session.user} />;
}

function SignedInRoutes({ user }: { user: SessionUser }) {
  const switching = useDealerSwitchRoute(user.dealer.token);
  return (
    <Shell user={user}>
      {!switching && (
        <Switch key={user.dealer.token}>
          <Route path="/">
            <DashboardPage user={user} />
          </Route>
          <Route path="/opportunity/:type">{(params) => <OpportunitiesPage type={params.type} user={user} />}</Route>
          <Route path="/sold/opportunities">
            <SoldOpportunitiesPage user={user} />
          </Route>
          <Route path="/customers/:type">{(params) => <CustomersPage type={params.type} user={user} />}</Route>
          <Route path="/customer/:id/:section">
            {(params) => <CustomerPage key={params.id} id={routeParam(params.id)} section={params.section} user={user} />}
          </Route>
          <Route path="/prospect/:id/:section">
            {(params) => <ProspectPage key={params.id} id={routeParam(params.id)} section={params.section} user={user} />}
          </Route>
          <Route path="/prospect/:id">{(params) => <Redirect to={`/prospect/${params.id}/overview`} replace />}</Route>
          <Route path="/customer/:id">{(params) => <Redirect to={`/customer/${params.id}/overview`} replace />}</Route>
          <Route path="/deal/:id/:section/:trade?">
            {(params) => <DealPage key={params.id} id={routeParam(params.id)} section={params.section} trade={params.trade} user={user} />}
          </Route>
          <Route path="/inventory/:type">{(params) => <InventoryPage type={params.type} user={user} />}</Route>
          <Route path="/leads/:prospect_id?">
            {(params) => <LeadsPage key={params.prospect_id ?? ''} person={params.prospect_id ? routeParam(params.prospect_id) : null} user={user} />}
          </Route>
          <Route path="/calendar">
            <CalendarPage user={user} />
          </Route>
          <Route path="/alerts">{() => <AlertsPage user={user} />}</Route>
          <Route path="/inbox">{() => <InboxPage user={user} />}</Route>
          <Route path="/search">{() => <SearchPage user={user} />}</Route>
          <Route path="/vehicle/:id">{(params) => <VehiclePage key={params.id} id={params.id} user={user} />}</Route>
          <Route path="/user/:token">{(params) => <UserPage token={params.token} user={user} />}</Route>
          <Route path="/settings">{() => <Redirect to={`/settings/${settingsHome({ role: user.role.id, admin: user.admin })}`} replace />}</Route>
          <Route path="/settings/:type">{(params) => <SettingsPage type={params.type} user={user} />}</Route>
          <Route path="/users/:type">{(params) => <UsersPage type={params.type} user={user} />}</Route>
          <Route component={NotFoundPage} />
        </Switch>
      )}
    </Shell>
  );
}
