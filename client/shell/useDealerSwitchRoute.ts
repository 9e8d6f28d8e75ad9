import { useLayoutEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { routeAfterDealerSwitch } from '../../domain/dealers/routeAfterDealerSwitch.ts';
import { shownRecord } from './shownRecord.ts';

/**
 * Follows the active dealer (its token): when it changes, whether by the dealer selector, the dashboard's ?store= or
 * another tab of the shared session, the address becomes routeAfterDealerSwitch's before any screen mounts for the
 * new dealer, so a record of the old dealer is never asked of the new one. Answers true while that is under way:
 * the caller shows no screen then. The record on screen is read while rendering, before its page unmounts. The query
 * is read from the address only then: subscribing to it would render the whole shell again on every sort, filter
 * and scroll of a list.
 */
export function useDealerSwitchRoute(dealerToken: string): boolean {
  const [path, navigate] = useLocation();
  const [shownDealer, setShownDealer] = useState(dealerToken);
  const switching = shownDealer !== dealerToken;
  const search = switching ? window.location.search.replace(/^\?/, '') : '';
  const current = search ? `${path}?${search}` : path;
  const next = switching ? routeAfterDealerSwitch(current, shownRecord()) : current;
  useLayoutEffect(() => {
    if (!switching) return;
    if (next !== current) navigate(next, { replace: true });
    setShownDealer(dealerToken);
  }, [switching, next, current, navigate, dealerToken]);
  return switching;
}
