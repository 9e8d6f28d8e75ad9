import { isOpportunityListType } from '../../domain/opportunityList/opportunityListType.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import { OpportunityTabs } from './OpportunityTabs.tsx';
import { OpportunityTypeList } from './OpportunityTypeList.tsx';
import { SoldTabList } from './SoldTabList.tsx';
import { useOpportunityCounts } from './useOpportunityCounts.ts';
import { isServiceRole } from '../../domain/session/isServiceRole.ts';
import { Redirect } from 'wouter';
import { useEnabledOpportunityTypes } from '../settings/useEnabledOpportunityTypes.ts';

/** /opportunity/{type} (spec 001 §2.2): a tab per list type with its count, and the list of the type in the route. */
export function OpportunitiesPage({ type, user }: { type: string; user: SessionUser }) {
  const counts = useOpportunityCounts();
  const enabled = useEnabledOpportunityTypes();
  if (!isOpportunityListType(type)) return <NotFoundPage />;
  // A type the dealer turned off has no list: its address opens the first type still on (or SOLD).
  if (type !== 'sold' && !enabled.includes(type)) return <Redirect to={`/opportunity/${enabled[0] ?? 'sold'}?page=1`} replace />;
  return (
    <section className="page opportunities-page">
      <header className="page-head">
        <h1 className="page-title">Opportunities</h1>
        <OpportunityTabs active={type} counts={counts} serviceRole={isServiceRole(user.role.id)} />
      </header>
      {type === 'sold' ? <SoldTabList user={user} /> : <OpportunityTypeList key={type} type={type} user={user} />}
    </section>
  );
}
